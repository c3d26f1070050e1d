import { TICKET_STATUS_POLL_DELAYS_MS, type TTicketStatusAnswer } from '@placar/contract';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { pollTicketStatuses } from './status-poll';

const answer = (ticketId: string, status: 0 | 2 | 3 | 4): TTicketStatusAnswer => ({
  ticketId,
  status,
  betType: 2,
  acceptanceDate: status === 2 ? '2030-01-01T18:00:00.000Z' : null,
  rejectCode: status === 3 ? 'ODDS_DIFFERENCE_TOO_HIGH' : null,
  selectionsFinalState: [],
});

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

describe('ticket status poll (seed 002 section 4)', () => {
  it('waits exactly 500 ×3, 1000 ×3, 1500 ×3, 2000 ×5, 5000 ms; all pending gathers nothing', async () => {
    expect(TICKET_STATUS_POLL_DELAYS_MS).toEqual([
      500, 500, 500, 1000, 1000, 1000, 1500, 1500, 1500, 2000, 2000, 2000, 2000, 2000, 5000,
    ]);
    const calls: number[] = [];
    const start = Date.now();
    const fetchStatus = vi.fn(async (id: string) => {
      calls.push(Date.now() - start);
      return answer(id, 0);
    });
    const done = pollTicketStatuses(['7'], { fetchStatus, sleep });
    await vi.runAllTimersAsync();
    expect(await done).toEqual([]);
    let at = 0;
    expect(calls).toEqual(TICKET_STATUS_POLL_DELAYS_MS.map((d) => (at += d)));
  });

  it('gathers only non-pending tickets and stops asking for them', async () => {
    let round = 0;
    const fetchStatus = vi.fn(async (id: string) => {
      if (id === '1') return answer(id, 2);
      round++;
      return answer(id, round >= 4 ? 3 : 0);
    });
    const done = pollTicketStatuses(['1', '2'], { fetchStatus, sleep });
    await vi.runAllTimersAsync();
    const got = await done;
    expect(got.map((g) => [g.ticketId, g.kind === 'answer' ? g.answer.status : 'failed'])).toEqual([
      ['1', 2],
      ['2', 3],
    ]);
    expect(fetchStatus.mock.calls.filter(([id]) => id === '1')).toHaveLength(1);
    expect(fetchStatus).toHaveBeenCalledTimes(5);
  });

  it('a failed status call gathers the ticket as failed (shown Rejected)', async () => {
    const fetchStatus = vi.fn(async () => {
      throw new Error('503');
    });
    const done = pollTicketStatuses(['9'], { fetchStatus, sleep });
    await vi.runAllTimersAsync();
    expect(await done).toEqual([{ ticketId: '9', kind: 'failed' }]);
    expect(fetchStatus).toHaveBeenCalledTimes(1);
  });
});

import { createServer, connect as netConnect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { acceptable, firstNewOdds, selectionsOf } from './clients';
import { pidOfLocalPort } from './cluster';

// The fault suite's own judgements (faults.faults.test.ts runs apart, on the real services): what
// counts as odds flowing again, as an answer a client can live with, and who owns a connection.
describe('fault suite harness', () => {
  it('counts only odds newer than those seen before the fault (a replay is not a resumption)', () => {
    const seen = [
      { at: 100, ts: 50_000, match: 'm1' },
      { at: 200, ts: 60_000, match: 'm1' },
      // after the fault at 1000: a replay of m1's old odds, then genuinely new ones
      { at: 1_100, ts: 50_000, match: 'm1' },
      { at: 1_200, ts: 61_000, match: 'm1' },
    ];
    expect(firstNewOdds(seen, 1_000)).toBe(1_200);
    expect(firstNewOdds(seen.slice(0, 3), 1_000)).toBeUndefined();
    // within the contract's 2 s tolerance, and a match first seen after the fault, count
    expect(firstNewOdds([...seen.slice(0, 2), { at: 1_050, ts: 58_500, match: 'm1' }], 1_000)).toBe(1_050);
    expect(firstNewOdds([...seen.slice(0, 2), { at: 1_070, ts: 10, match: 'm2' }], 1_000)).toBe(1_070);
  });

  it('lives with successes, refusals and a retryable 503, not with a 500, an unnamed 503 or a drop', () => {
    expect(acceptable({ status: 200 })).toBe(true);
    expect(acceptable({ status: 303 })).toBe(true);
    expect(acceptable({ status: 409, code: 'CONFLICT' })).toBe(true);
    expect(acceptable({ status: 503, code: 'SERVICE_UNAVAILABLE' })).toBe(true);
    expect(acceptable({ status: 500, code: 'INTERNAL' })).toBe(false);
    expect(acceptable({ status: 503 })).toBe(false);
    expect(acceptable({ status: 502 })).toBe(false);
    expect(acceptable({ status: 0, error: 'ECONNRESET' })).toBe(false);
    expect(acceptable({ status: -1, error: 'timeout' })).toBe(false);
  });

  it('takes the open 1X2 outcomes of live matches as selections', () => {
    const market = (id: number, status: number) => ({
      id,
      status,
      outcomes: [
        { outcomeId: '1', odds: 2.1, active: true },
        { outcomeId: '2', odds: 3.3, active: false },
      ],
    });
    const body = {
      data: [
        { id: 'sr:match:1', status: 1, mainMarket: market(1, 1), markets: [market(18, 1)] },
        { id: 'sr:match:2', status: 1, mainMarket: market(1, 2), markets: [] },
        { id: 'sr:match:3', status: 0, mainMarket: market(1, 1), markets: [] },
      ],
    };
    expect(selectionsOf(body)).toEqual([
      { eventId: 'sr:match:1', marketId: 1, specifiers: '', outcomeId: '1', odds: 2.1 },
    ]);
    expect(selectionsOf(undefined)).toEqual([]);
  });

  it('finds the process owning a connection by its local port', async () => {
    const server = createServer(() => undefined);
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    const address = server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    const socket = netConnect({ host: '127.0.0.1', port: address.port });
    await new Promise<void>((r) => socket.once('connect', r));
    try {
      expect(pidOfLocalPort(socket.localPort!, [process.pid])).toBe(process.pid);
      expect(pidOfLocalPort(socket.localPort!, [])).toBeUndefined();
    } finally {
      socket.destroy();
      await new Promise((r) => server.close(r));
    }
  });
});

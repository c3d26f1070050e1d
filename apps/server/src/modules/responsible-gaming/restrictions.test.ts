import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/platform';
import { applySettlement, configureBetting } from '../betting';
import { createBettor, oneXTwo, settlement, startFeed } from '../betting/betting.test-support';
import { openSession } from '../casino';
import { getUserBalances } from '../wallet';
import { endDueRestrictions, isMarketingBlocked } from './restriction.service';
import { configureResponsibleGaming } from './rg.config';
import { call, providerWallet } from './rg.test-support';

let sut: TestApp;
let offsetMs = 0;
let n = 0;
const MATCH = 'sr:match:7001';
const OTHER = 'sr:match:7002';

beforeAll(async () => {
  sut = await createTestApp();
  configureBetting(sut.platform, { defaultLiveDelayMs: 0 });
  configureResponsibleGaming(sut.platform, { clock: () => Date.now() + offsetMs });
  const feed = await startFeed(sut.platform);
  await feed.match(MATCH, [oneXTwo([2.0, 3.4, 3.8])]);
  await feed.match(OTHER, [oneXTwo([1.5, 4.0, 6.0])]);
}, 60_000);
afterAll(() => sut.close());

const slip = () => `rg-slip-${Date.now()}-${++n}`;
const sel = (eventId: string, outcomeId = '1', odds = 2.0) => ({
  eventId,
  marketId: 1,
  outcomeId,
  outcomeValueDecimal: odds,
});
const custom = (eventId: string) => ({
  eventId,
  calculationOdds: 3,
  ticketBetSelection: [
    { marketId: 1, outcomeId: '1' },
    { marketId: 18, outcomeId: '12', specifiers: 'total=2.5' },
  ],
});

type Player = Awaited<ReturnType<typeof player>>;
async function player() {
  const bettor = await createBettor(sut.platform, 100_000);
  const dice = await openSession(sut.platform, {
    mode: 'real',
    userId: bettor.user.id,
    providerId: 100,
    gameId: 'dice',
  });
  const mines = await openSession(sut.platform, {
    mode: 'real',
    userId: bettor.user.id,
    providerId: 100,
    gameId: 'mines',
  });
  const wallet = await providerWallet(sut, bettor.user.id);
  const open = await call(sut, bettor.token, 'POST', '/api/Ticket/v1/PlaceBet/MultiSingle', {
    connectionId: slip(),
    ticketRequest: { oddsChangeType: 1, ticketBetSelection: [{ ...sel(MATCH), stake: 10 }] },
  });
  const ticketId = (open.data as { ticketId: string }).ticketId;
  return { ...bettor, dice: dice.token, mines: mines.token, wallet, ticketId };
}

/** Every call that brings money in or puts it at stake, by name. */
const ENDPOINTS: Record<string, (p: Player) => Promise<{ status: number; code?: string | undefined }>> = {
  'Pix deposit': (p) => call(sut, p.token, 'POST', '/api/pix/beginDeposit', { amount: 50, providerId: 1 }),
  ...Object.fromEntries(
    ['v1', 'v2'].map((v) => [
      `${v} MultiSingle`,
      (p: Player) =>
        call(sut, p.token, 'POST', `/api/Ticket/${v}/PlaceBet/MultiSingle`, {
          connectionId: slip(),
          ticketRequest: { oddsChangeType: 1, ticketBetSelection: [{ ...sel(MATCH), stake: 5 }] },
        }),
    ]),
  ),
  ...Object.fromEntries(
    [
      'v1/PlaceBet/Multiple',
      'v2/PlaceBet/Multiple',
      'v2/PlaceBet/MultipleManyProviders',
      'v1/PlaceBet/Parlay',
    ].map((path) => [
      path,
      (p: Player) =>
        call(sut, p.token, 'POST', `/api/Ticket/${path}`, {
          connectionId: slip(),
          ticketRequest: { stake: 5, oddsChangeType: 1, counterBets: [sel(MATCH), sel(OTHER, '1', 1.5)] },
        }),
    ]),
  ),
  CustomBet: (p) =>
    call(sut, p.token, 'POST', '/api/Ticket/v1/PlaceBet/CustomBet', {
      connectionId: slip(),
      ticketRequest: { ...custom(MATCH), oddsChangeType: 1, stake: 5 },
    }),
  ParlayCustomBets: (p) =>
    call(sut, p.token, 'POST', '/api/Ticket/v1/PlaceBet/ParlayCustomBets', {
      connectionId: slip(),
      ticketRequest: { stake: 5, oddsChangeType: 1, customBets: [custom(MATCH), custom(OTHER)] },
    }),
  'cashout place': (p) =>
    call(sut, p.token, 'POST', '/api/Cashout/v2/Place/Single', {
      ticketId: p.ticketId,
      offerId: 'any-offer',
      cashoutAmount: 5,
    }),
  'casino launch': (p) => call(sut, p.token, 'POST', '/api/Casino/Launch', { gameId: 'dice', mode: 'real' }),
  'casino play (dice)': async (p) => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Casino/Originals/Play',
      headers: { 'x-casino-token': p.dice },
      payload: { gameId: 'dice', amount: 1, params: { target: 5000, direction: 'under' } },
    });
    return { status: res.statusCode, code: res.json().error?.code };
  },
  'casino play (mines)': async (p) => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Casino/Originals/mines/Start',
      headers: { 'x-casino-token': p.mines },
      payload: { amount: 1, mines: 3 },
    });
    return { status: res.statusCode, code: res.json().error?.code };
  },
  'seamless debit': (p) => p.wallet.debit(1),
};

const RESTRICTIONS = {
  break: { url: '/api/ResponsibleGame/Break', body: { hours: 24 }, status: 'Break' },
  selfExclusion: { url: '/api/ResponsibleGame/SelfExclusion', body: { months: 3 }, status: 'SelfExcluded' },
} as const;

describe('a pause and a self-exclusion block every money and play call at once', () => {
  for (const [kind, r] of Object.entries(RESTRICTIONS)) {
    it(`${kind}: every call refused, withdrawal still open, the open bet settles normally`, async () => {
      const p = await player();
      // before: every call works (the refusals below come from the restriction)
      const before = await ENDPOINTS['casino launch']!(p);
      expect(before.status).toBe(200);
      const taken = await call(sut, p.token, 'POST', r.url, r.body);
      expect(taken.status).toBe(200);
      expect(taken.data).toMatchObject({ status: r.status, restriction: { kind } });
      const refused: Record<string, number> = {};
      for (const [name, run] of Object.entries(ENDPOINTS)) refused[name] = (await run(p)).status;
      // launch tokens of the casino die with the restriction (401) or meet this module's check (403)
      const casinoTokens = ['seamless debit', 'casino play (dice)', 'casino play (mines)'];
      for (const name of casinoTokens)
        expect([name, [401, 403].includes(refused[name]!)]).toEqual([name, true]);
      const others = Object.keys(ENDPOINTS).filter((name) => !casinoTokens.includes(name));
      expect(Object.fromEntries(others.map((name) => [name, refused[name]]))).toEqual(
        Object.fromEntries(others.map((name) => [name, 403])),
      );
      // nothing moved: only the open bet's stake left the wallet
      expect((await getUserBalances(sut.platform, p.user.id)).real).toBe(100_000 - 1_000);

      const withdrawal = await call(sut, p.token, 'POST', '/api/pix/BeginWithdrawal', { amount: 10 });
      expect(withdrawal.code).not.toBe('SELF_EXCLUDED');
      expect(withdrawal.status).not.toBe(403);
      await applySettlement(
        sut.platform,
        settlement(MATCH, 'settle', [
          {
            marketId: 1,
            specifiers: '',
            outcomes: ['1', '2', '3'].map((o) => ({
              outcomeId: o,
              result: (o === '1' ? 1 : 0) as 0 | 1,
              voidFactor: 0,
              deadHeatFactor: 1,
            })),
          },
        ]),
      );
      const after = await getUserBalances(sut.platform, p.user.id);
      expect(after.betsInPlay).toBe(0);
      expect(after.real + after.withdrawalReserve).toBe(100_000 - 1_000 + 2_000);
    });
  }

  it('the Validator/Lost call of seed 002 refuses a restricted user too', async () => {
    const p = await player();
    await call(sut, p.token, 'POST', '/api/ResponsibleGame/Break', { hours: 24 });
    expect(
      (await call(sut, p.token, 'GET', '/api/ResponsibleGame/Validator/Lost?transactionAmount=1')).status,
    ).toBe(403);
  });
});

describe('limits on bet placement', () => {
  it('a loss limit rejects a ticket a centavo over (LOSS_LIMIT_EXCEEDED) and takes one exactly at it', async () => {
    const { token } = await createBettor(sut.platform, 10_000);
    await call(sut, token, 'PUT', '/api/ResponsibleGame/Limits', {
      kind: 'loss',
      period: 'daily',
      value: 10,
    });
    const place = (stake: number) =>
      call(sut, token, 'POST', '/api/Ticket/v1/PlaceBet/MultiSingle', {
        connectionId: slip(),
        ticketRequest: { oddsChangeType: 1, ticketBetSelection: [{ ...sel(OTHER, '1', 1.5), stake }] },
      });
    expect((await place(6)).data).toMatchObject({ status: 2, rejectCode: null });
    expect((await place(4.01)).data).toMatchObject({ rejectCode: 'LOSS_LIMIT_EXCEEDED' });
    expect((await place(4)).data).toMatchObject({ status: 2, rejectCode: null });
  });

  it('a bet-amount limit refuses the stake a centavo over with 422 BET_AMOUNT_LIMIT_EXCEEDED', async () => {
    const { token } = await createBettor(sut.platform, 10_000);
    await call(sut, token, 'PUT', '/api/ResponsibleGame/Limits', {
      kind: 'betAmount',
      period: 'weekly',
      value: 7,
    });
    const place = (stake: number) =>
      call(sut, token, 'POST', '/api/Ticket/v1/PlaceBet/Multiple', {
        connectionId: slip(),
        ticketRequest: { stake, oddsChangeType: 1, counterBets: [sel(MATCH), sel(OTHER, '1', 1.5)] },
      });
    expect(await place(7.01)).toMatchObject({ status: 422, code: 'BET_AMOUNT_LIMIT_EXCEEDED' });
    expect((await place(7)).data).toMatchObject({ status: 2, rejectCode: null });
  });
});

describe('pauses and self-exclusions', () => {
  it('cannot be shortened or undone, end by themselves, and are audited', async () => {
    const { token } = await createTestUser(sut.platform);
    try {
      expect((await call(sut, token, 'POST', '/api/ResponsibleGame/Break', { hours: 168 })).status).toBe(200);
      expect(await call(sut, token, 'POST', '/api/ResponsibleGame/Break', { hours: 24 })).toMatchObject({
        status: 409,
        code: 'RESTRICTION_CANNOT_BE_SHORTENED',
      });
      expect((await call(sut, token, 'POST', '/api/ResponsibleGame/Break', { hours: 720 })).status).toBe(200);
      expect((await call(sut, token, 'POST', '/api/ResponsibleGame/Break', { hours: 12 })).status).toBe(400);
      offsetMs = 720 * 3_600_000 + 1_000;
      expect(await endDueRestrictions(sut.platform)).toBeGreaterThanOrEqual(1);
      const status = await call(sut, token, 'GET', '/api/ResponsibleGame/Status');
      expect(status.data).toMatchObject({ status: 'Active', restriction: null });
      const history = (await call(sut, token, 'GET', '/api/ResponsibleGame/History')).data as {
        action: string;
        actor: string;
      }[];
      expect(history.map((h) => `${h.action}:${h.actor}`).reverse()).toEqual([
        'break_started:bettor',
        'break_started:bettor',
        'break_ended:system',
        'break_ended:system',
      ]);
    } finally {
      offsetMs = 0;
    }
  });

  it('self-exclusion: the login answer carries autoexclusion, marketing stops, nothing shortens it; 1216 is permanent', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const excluded = await call(sut, token, 'POST', '/api/ResponsibleGame/SelfExclusion', { months: 24 });
    const resume = (excluded.data as { autoexclusion: { resumeExclusionDate: string } }).autoexclusion
      .resumeExclusionDate;
    expect(excluded.data).toMatchObject({
      status: 'SelfExcluded',
      marketingBlocked: true,
      autoexclusion: { exclusionMonth: 24 },
    });
    const years = (new Date(resume).getTime() - Date.now()) / (365.25 * 86_400_000);
    expect(years).toBeGreaterThan(1.99);
    expect(years).toBeLessThan(2.01);
    expect(await isMarketingBlocked(sut.platform, user.id)).toBe(true);
    expect((await call(sut, token, 'POST', '/api/ResponsibleGame/Break', { hours: 24 })).code).toBe(
      'SELF_EXCLUDED',
    );
    expect(await call(sut, token, 'POST', '/api/ResponsibleGame/SelfExclusion', { months: 3 })).toMatchObject(
      {
        status: 409,
        code: 'RESTRICTION_CANNOT_BE_SHORTENED',
      },
    );
    const permanent = await call(sut, token, 'POST', '/api/ResponsibleGame/SelfExclusion', { months: 1216 });
    expect(permanent.data).toMatchObject({
      autoexclusion: { exclusionMonth: 1216, resumeExclusionDate: null },
      restriction: { endsAt: null },
    });
    expect(
      (await call(sut, token, 'POST', '/api/ResponsibleGame/SelfExclusion', { months: 1216 })).status,
    ).toBe(409);
    expect(
      (await call(sut, token, 'POST', '/api/ResponsibleGame/SelfExclusion', { months: 200 })).status,
    ).toBe(400);
    const row = await sql<{
      status: string;
      autoexclusion: unknown;
    }>`select status, autoexclusion from users where id = ${user.id}`.execute(sut.platform.db);
    expect(row.rows[0]).toMatchObject({
      status: 'SelfExcluded',
      autoexclusion: { exclusionMonth: 1216, resumeExclusionDate: null },
    });
  });

  it('an internal block by support is treated like a self-exclusion and audited with who did it', async () => {
    const admin = await createTestUser(sut.platform, { roles: [1] });
    const p = await player();
    const url = `/api/admin/ResponsibleGame/users/${p.user.id}/InternalBlock`;
    expect((await call(sut, p.token, 'PUT', url, { blocked: true, reason: 'sinais de risco' })).status).toBe(
      403,
    );
    const blocked = await call(sut, admin.token, 'PUT', url, { blocked: true, reason: 'sinais de risco' });
    expect(blocked.data).toMatchObject({ status: 'InternalBlocked', restriction: { kind: 'internalBlock' } });
    expect((await ENDPOINTS['Pix deposit']!(p)).code).toBe('INTERNAL_BLOCKED');
    expect((await ENDPOINTS['v1 MultiSingle']!(p)).code).toBe('INTERNAL_BLOCKED');
    expect((await ENDPOINTS['casino launch']!(p)).code).toBe('INTERNAL_BLOCKED');
    const lifted = await call(sut, admin.token, 'PUT', url, { blocked: false, reason: 'revisado' });
    expect(lifted.data).toMatchObject({ status: 'Active', restriction: null });
    const history = (
      await call(sut, admin.token, 'GET', `/api/admin/ResponsibleGame/users/${p.user.id}/History`)
    ).data as { action: string; actor: string; actorId: number }[];
    expect(history.slice(0, 2).map((h) => [h.action, h.actor, h.actorId])).toEqual([
      ['internal_block_lifted', 'support', admin.user.id],
      ['internal_block_started', 'support', admin.user.id],
    ]);
  });
});

describe('reality check', () => {
  it('reminds after the interval with time and result, continues or ends the session', async () => {
    const { user, token } = await createBettor(sut.platform, 10_000);
    try {
      expect(
        (await call(sut, token, 'PUT', '/api/ResponsibleGame/RealityCheck', { intervalMinutes: 30 })).status,
      ).toBe(200);
      expect(
        (await call(sut, token, 'PUT', '/api/ResponsibleGame/RealityCheck', { intervalMinutes: 45 })).status,
      ).toBe(400);
      const first = await call(sut, token, 'POST', '/api/ResponsibleGame/Session/Heartbeat');
      expect(first.data).toMatchObject({ realityCheckMinutes: 30, realityCheckDue: false, netResult: 0 });
      const wallet = await providerWallet(sut, user.id);
      await wallet.debit(12.5);
      offsetMs = 15 * 60_000; // the client's heartbeat keeps the session going
      expect((await call(sut, token, 'POST', '/api/ResponsibleGame/Session/Heartbeat')).data).toMatchObject({
        realityCheckDue: false,
      });
      offsetMs = 30 * 60_000;
      const due = await call(sut, token, 'POST', '/api/ResponsibleGame/Session/Heartbeat');
      expect(due.data).toMatchObject({
        realityCheckDue: true,
        playedMinutes: 30,
        staked: 12.5,
        netResult: -12.5,
      });
      const cont = await call(sut, token, 'POST', '/api/ResponsibleGame/Session/RealityCheck', {
        action: 'continue',
      });
      expect(cont.data).toMatchObject({ realityCheckDue: false });
      const end = await call(sut, token, 'POST', '/api/ResponsibleGame/Session/RealityCheck', {
        action: 'end',
      });
      expect(end).toMatchObject({ status: 200, data: null });
      const history = (await call(sut, token, 'GET', '/api/ResponsibleGame/History')).data as {
        action: string;
      }[];
      expect(history.map((h) => h.action)).toEqual(['session_ended', 'reality_check_changed']);
    } finally {
      offsetMs = 0;
    }
  });
});

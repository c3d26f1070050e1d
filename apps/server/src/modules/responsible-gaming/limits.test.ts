import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../testing/factories';
import { createTestApp, type TestApp } from '../../testing/platform';
import { fund } from '../betting/betting.test-support';
import { configureResponsibleGaming } from './rg.config';
import { call, providerWallet, setLimit } from './rg.test-support';

let sut: TestApp;
let offsetMs = 0;
const HOUR = 3_600_000;

beforeAll(async () => {
  sut = await createTestApp();
  configureResponsibleGaming(sut.platform, { clock: () => Date.now() + offsetMs });
});
afterAll(() => sut.close());

async function bettor(centavos = 0) {
  const u = await createTestUser(sut.platform);
  if (centavos > 0) await fund(sut.platform, u.user.id, centavos);
  return u;
}
const deposit = (token: string, amount: number) =>
  call(sut, token, 'POST', '/api/pix/beginDeposit', { amount, providerId: 1 });

describe('limits at their boundary: exactly the limit is allowed, a centavo over is refused', () => {
  for (const period of ['daily', 'weekly', 'monthly'] as const) {
    it(`deposit (${period}): open charges count, 422 DEPOSIT_LIMIT_EXCEEDED naming the field`, async () => {
      const { token } = await bettor();
      expect((await setLimit(sut, token, 'deposit', period, 100)).status).toBe(200);
      expect((await deposit(token, 60)).status).toBe(200);
      const over = await deposit(token, 40.01);
      expect(over).toMatchObject({ status: 422, code: 'DEPOSIT_LIMIT_EXCEEDED' });
      expect(over.context).toMatchObject({ field: 'amount', period, limit: 100, remaining: 40 });
      expect((await deposit(token, 40)).status).toBe(200);
      expect(await deposit(token, 0.01 + 1)).toMatchObject({ status: 422, code: 'DEPOSIT_LIMIT_EXCEEDED' });
    });

    it(`loss (${period}): casino stakes count as lost until won back, 422 LOSS_LIMIT_EXCEEDED`, async () => {
      const { user, token } = await bettor(100_000);
      await setLimit(sut, token, 'loss', period, 100);
      const wallet = await providerWallet(sut, user.id);
      expect((await wallet.debit(60)).status).toBe(200);
      const validator = await call(
        sut,
        token,
        'GET',
        '/api/ResponsibleGame/Validator/Lost?transactionAmount=40.01',
      );
      expect(validator.data).toEqual({ isValid: false, remaining: 40 });
      expect(await wallet.debit(40.01)).toMatchObject({ status: 422, code: 'LOSS_LIMIT_EXCEEDED' });
      expect((await wallet.debit(40)).status).toBe(200);
      expect(await wallet.debit(0.01)).toMatchObject({ status: 422, code: 'LOSS_LIMIT_EXCEEDED' });
    });

    it(`bet amount (${period}): stakes in the window, 422 BET_AMOUNT_LIMIT_EXCEEDED`, async () => {
      const { user, token } = await bettor(100_000);
      await setLimit(sut, token, 'betAmount', period, 50);
      const wallet = await providerWallet(sut, user.id);
      expect((await wallet.debit(30)).status).toBe(200);
      const over = await wallet.debit(20.01);
      expect(over).toMatchObject({ status: 422, code: 'BET_AMOUNT_LIMIT_EXCEEDED' });
      expect(over.context).toMatchObject({ period, limit: 50, remaining: 20 });
      expect((await wallet.debit(20)).status).toBe(200);
      const limits = (await call(sut, token, 'GET', '/api/ResponsibleGame/Limits')).data as {
        kind: string;
        period: string;
        used: number;
      }[];
      expect(limits.find((l) => l.kind === 'betAmount' && l.period === period)?.used).toBe(50);
    });
  }

  it('session time: play is refused once the session reaches its limit, and resumes after a 30-minute pause', async () => {
    const { user, token } = await bettor(100_000);
    await setLimit(sut, token, 'sessionTime', 'session', 30);
    offsetMs = 0;
    const start = await call(sut, token, 'POST', '/api/ResponsibleGame/Session/Heartbeat');
    expect(start.data).toMatchObject({ playedMinutes: 0, limitReached: false, realityCheckMinutes: 60 });
    const wallet = await providerWallet(sut, user.id);
    try {
      offsetMs = 29 * 60_000 + 59_000;
      expect((await wallet.debit(1)).status).toBe(200);
      offsetMs = 30 * 60_000;
      expect(await wallet.debit(1)).toMatchObject({ status: 403, code: 'SESSION_TIME_LIMIT_REACHED' });
      const beat = await call(sut, token, 'POST', '/api/ResponsibleGame/Session/Heartbeat');
      expect(beat.data).toMatchObject({ limitReached: true, playedMinutes: 30 });
      offsetMs = 59 * 60_000;
      expect(await wallet.debit(1)).toMatchObject({ status: 403, code: 'SESSION_TIME_LIMIT_REACHED' });
      offsetMs = 61 * 60_000;
      expect((await wallet.debit(1)).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('cooling-off: lowering at once, raising or removing after 24 hours', () => {
  it('applies a first limit and a lower one at once, and a raise only after 24 hours, all audited', async () => {
    const { token, user } = await bettor();
    try {
      const first = await setLimit(sut, token, 'loss', 'daily', 100);
      expect(first.data).toMatchObject({ immediate: true, limit: { value: 100, pending: null } });
      const raise = await setLimit(sut, token, 'loss', 'daily', 200);
      const effectiveAt = new Date((raise.data as { effectiveAt: string }).effectiveAt).getTime();
      expect(raise.data).toMatchObject({ immediate: false, limit: { value: 100, pending: { value: 200 } } });
      expect(effectiveAt - Date.now()).toBeGreaterThan(24 * HOUR - 60_000);
      const validate = async (amount: number) =>
        (
          (await call(sut, token, 'GET', `/api/ResponsibleGame/Validator/Lost?transactionAmount=${amount}`))
            .data as { isValid: boolean }
        ).isValid;
      expect(await validate(150)).toBe(false);
      offsetMs = effectiveAt - Date.now() - 1_000;
      expect(await validate(150)).toBe(false);
      offsetMs = effectiveAt - Date.now() + 1;
      expect(await validate(150)).toBe(true);
      expect(await validate(200.01)).toBe(false);
      const lower = await setLimit(sut, token, 'loss', 'daily', 50);
      expect(lower.data).toMatchObject({ immediate: true, limit: { value: 50, pending: null } });
      expect(await validate(50.01)).toBe(false);
      const removal = await setLimit(sut, token, 'loss', 'daily', null);
      expect(removal.data).toMatchObject({
        immediate: false,
        limit: { value: 50, pending: { value: null } },
      });
      // lowering again cancels the waiting removal
      await setLimit(sut, token, 'loss', 'daily', 40);
      offsetMs += 25 * HOUR;
      expect(await validate(40.01)).toBe(false);
      const history = (await call(sut, token, 'GET', '/api/ResponsibleGame/History')).data as {
        action: string;
        actor: string;
        actorId: number | null;
        from: number | null;
        to: number | null;
      }[];
      expect(history.map((h) => [h.action, h.actor, h.from, h.to]).reverse()).toEqual([
        ['limit_set', 'bettor', null, 100],
        ['limit_scheduled', 'bettor', 100, 200],
        ['limit_applied', 'system', 100, 200],
        ['limit_set', 'bettor', 200, 50],
        ['limit_scheduled', 'bettor', 50, null],
        ['limit_set', 'bettor', 50, 40],
      ]);
      expect(history.at(-1)?.actorId).toBe(user.id);
    } finally {
      offsetMs = 0;
    }
  });

  it('names the field of a bad limit (400), never a 500', async () => {
    const { token } = await bettor();
    const bad = await setLimit(sut, token, 'sessionTime', 'weekly', 30);
    expect(bad).toMatchObject({ status: 400, code: 'VALIDATION_ERROR' });
    expect(JSON.stringify(bad.context)).toContain('period');
    expect((await setLimit(sut, token, 'deposit', 'daily', 10.001)).status).toBe(400);
    expect((await setLimit(sut, token, 'sessionTime', 'session', 2)).status).toBe(400);
    expect((await setLimit(sut, token, 'loss', 'daily', -5)).status).toBe(400);
  });
});

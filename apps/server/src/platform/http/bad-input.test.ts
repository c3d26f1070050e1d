import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneXTwo, startFeed, total } from '../../modules/betting/betting.test-support';
import { fundUser, writeCounts } from '../../modules/payments/payments.test-support';
import { createValidatedUser } from '../../testing/identity';
import { createTestApp, type TestApp, tokenFor } from '../../testing/platform';

/**
 * The bad inputs that answered 500 (issue 16, security 7), each now a 4xx naming the problem (or a
 * plain answer where the input is merely unknown), and nothing written.
 */
describe('bad input is a 4xx, never a 500', () => {
  let sut: TestApp;
  let token: string;
  const EVENT = 'sr:match:7001';
  beforeAll(async () => {
    sut = await createTestApp({ env: { DEV_MAILBOX: 'false' } });
    const feed = await startFeed(sut.platform);
    await feed.match(EVENT, [oneXTwo([2.1, 3.4, 3.6]), total(2.5, 1.9, 1.9)]);
    const bettor = await createValidatedUser(sut.platform);
    token = bettor.token;
    await fundUser(sut.platform, bettor.user.id, 100_000);
  });
  afterAll(() => sut.close());

  const call = (method: 'GET' | 'POST', url: string, body?: object) =>
    sut.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(body ? { payload: body } : {}),
    });

  it('a NUL byte in any field is a 400 naming the field (PostgreSQL text cannot hold one)', async () => {
    const login = await sut.app.inject({
      method: 'POST',
      url: '/api/Session/login/',
      payload: { username: 'ana\u0000@example.com', password: 'x', tokenCaptcha: 'x' },
    });
    expect(login.statusCode).toBe(400);
    expect(login.json().error).toMatchObject({ code: 'VALIDATION_ERROR' });
    expect(login.json().error.message).toContain("'e-mail'");
    const link = await sut.app.inject({
      method: 'POST',
      url: '/api/UserVerification/ValidateLinkVerification',
      payload: { username: 'ana@example.com', linkToken: `${'a'.repeat(20)}\u0000` },
    });
    expect(link.statusCode).toBe(400);
    expect(link.json().error.message).toContain("'link de verificação'");
    const path = await sut.app.inject({ url: '/api/CustomBet/AvailableSelections/%00' });
    expect(path.statusCode).toBe(400);
    expect(path.json().error.message).toContain("'evento'");
  });

  it('an outcome the market does not have is an incompatible selection (422)', async () => {
    const unknown = [
      { marketId: 1, specifiers: '', outcomeId: '999' },
      { marketId: 18, specifiers: 'total=2.5', outcomeId: '12' },
    ];
    for (const url of ['/api/CustomBet/CalculateFilter', '/api/CustomBet/CalculateOdds']) {
      const res = await call('POST', url, { urnEvent: EVENT, marketPunterSelections: unknown });
      expect(res.statusCode, url).toBeLessThan(500);
      if (url.endsWith('CalculateOdds')) expect(res.json().error.code).toBe('CUSTOM_BET_INCOMPATIBLE');
    }
    const filter = await call('POST', '/api/CustomBet/CalculateFilter', {
      urnEvent: EVENT,
      marketPunterSelections: [{ marketId: 1, specifiers: '', outcomeId: '999' }],
    });
    expect(filter.statusCode).toBeLessThan(500);
  });

  it('an amount beyond any real one is a 400 naming it, and moves nothing', async () => {
    const before = await writeCounts(sut.platform);
    for (const amount of [1e20, -1e20, 10_000_000.01]) {
      const res = await call('POST', '/api/pix/BeginWithdrawal', { amount, pixKeyId: 1 });
      expect(res.statusCode, String(amount)).toBe(400);
      expect(res.json().error.message).toContain("'valor'");
    }
    expect(await writeCounts(sut.platform)).toEqual(before);
  });

  it('a date that does not exist is a 400 naming it (transactions, bet and casino history)', async () => {
    for (const date of ['2024-13-01', '2024-02-30', '5079-09-52', '0000-00-00']) {
      for (const url of [
        `/api/Wallet/Transactions/ByUser?initialDate=${date}`,
        `/api/UserBet/Bets/ByRangeByStatus?initialDate=${date}`,
        `/api/Casino/History?initialDate=${date}`,
      ]) {
        const res = await call('GET', url);
        expect(res.statusCode, url).toBe(400);
        expect(res.json().error.message, url).toContain("'data inicial'");
      }
    }
    expect((await call('GET', '/api/Wallet/Transactions/ByUser?initialDate=2024-02-29')).statusCode).toBe(
      200,
    );
  });

  it('a guarded route checks the token before it parses the body: 401, not 400 or 415', async () => {
    const bodies = [
      { payload: '{"__proto__": {"admin": true}}', type: 'application/json' },
      { payload: '{"amount": ', type: 'application/json' },
      { payload: 'amount=10', type: 'text/plain' },
    ];
    for (const { payload, type } of bodies) {
      const res = await sut.app.inject({
        method: 'POST',
        url: '/api/pix/BeginWithdrawal',
        payload,
        headers: { 'content-type': type },
      });
      expect(res.statusCode, payload).toBe(401);
      expect(res.json().error.code).toBe('UNAUTHORIZED');
    }
  });

  it('an operator filter outside its values is a 400 (a number beyond a smallint column was a 500)', async () => {
    const admin = await tokenFor(sut.platform, {
      id: (await createValidatedUser(sut.platform)).user.id,
      roles: [1],
    });
    for (const status of ['702837800', '-40000', '3']) {
      const res = await sut.app.inject({
        url: `/api/admin/pix/withdrawals?status=${status}`,
        headers: { authorization: `Bearer ${admin}` },
      });
      expect(res.statusCode, status).toBe(400);
      expect(res.json().error.message).toContain("'situação'");
    }
    const pending = await sut.app.inject({
      url: '/api/admin/pix/withdrawals',
      headers: { authorization: `Bearer ${admin}` },
    });
    expect(pending.statusCode).toBe(200);
  });

  it("a path the router cannot take is a 4xx in the contract's shape, in Portuguese", async () => {
    const notUtf8 = await sut.app.inject({ url: '/api/Casino/Games/%ED%A0%80' });
    expect(notUtf8.statusCode).toBe(400);
    expect(notUtf8.json()).toEqual({
      error: { code: 'BAD_REQUEST', message: 'Endereço inválido (caracteres que não são UTF-8).' },
    });
    const long = await sut.app.inject({ url: `/api/Casino/Games/${'a'.repeat(200)}` });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({ error: { code: 'BAD_REQUEST', message: 'Endereço longo demais.' } });
  });

  it('labels: a segment that does not decode, or an outcome id naming an object member, is a blank label', async () => {
    for (const url of [
      '/labels/bg/outcome/es/828347901/%25O?outcome=1',
      `/labels/outcome/pt/${EVENT}/1/-/toString`,
      `/labels/outcome/pt/${EVENT}/1/-/constructor`,
    ]) {
      const res = await sut.app.inject({ url });
      expect(res.statusCode, url).toBe(200);
    }
  });
});

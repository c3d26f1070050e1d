import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../../testing/factories';
import type { TestApp } from '../../../testing/platform';
import { requireActiveAccount } from '../account-restrictions';
import { bearer, createAccountTestApp, login, registerVerified } from '../test-support';
import { assertWithdrawalsAllowed } from './withdrawal-block';

/** A stand-in for a money route guarded by the account module's pre-handler. */
const moneyProbe = {
  name: 'money-probe',
  routes(app: TestApp['app'], platform: TestApp['platform']) {
    app.post('/test/deposit', { preHandler: requireActiveAccount(platform) }, async () => ({
      data: { ok: true },
    }));
  },
};

describe('account states behind the shell modals', () => {
  let sut: TestApp;
  let admin: string;
  beforeAll(async () => {
    sut = await createAccountTestApp({}, [moneyProbe]);
    admin = (await createTestUser(sut.platform, { roles: [1] })).token;
  });
  afterAll(() => sut.close());

  const audit = async (userId: number) =>
    (
      await sql<{ action: string; actor_id: number | null; reason: string | null }>`
        select action, actor_id, detail->>'reason' as reason from account_audit
        where user_id = ${userId} order by id`.execute(sut.platform.db)
    ).rows.map((r) => [r.action, r.actor_id === null ? null : Number(r.actor_id), r.reason]);

  const put = (path: string, payload: unknown, token = admin) =>
    sut.app.inject({ method: 'PUT', url: path, payload: payload as object, headers: bearer(token) });

  it('answers every login field of seed 000 section 3, plus address and the withdrawal block', async () => {
    const { body } = await registerVerified(sut);
    const res = await login(sut, body.email, body.password);
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json().data).sort()).toEqual(
      [
        'userId',
        'username',
        'fullname',
        'email',
        'token',
        'refreshToken',
        'userRegisterStep',
        'faceStatus',
        'cellphone',
        'isDeactivated',
        'validationType',
        'showUserInfoBonusView',
        'showUserAcceptMigrationView',
        'autoexclusion',
        'status',
        'address',
        'withdrawalBlock',
      ].sort(),
    );
    expect(res.json().data).toMatchObject({
      cellphone: '11987654321',
      address: null,
      withdrawalBlock: null,
      isDeactivated: false,
    });
  });

  it("refuses a refresh without a sign-in: 401 'Cannot refresh token before signIn'", async () => {
    const res = await sut.app.inject({
      method: 'POST',
      url: '/api/Session/RefreshToken/',
      payload: { token: 'not.a.token', refreshToken: 'whatever' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json().error).toMatchObject({
      code: 'REFRESH_NOT_BEFORE_SIGN_IN',
      message: 'Cannot refresh token before signIn',
    });
  });

  it('a bettor deactivates the account (password), gets 406 self-blocked, and reactivates; all audited', async () => {
    const { body, login: reg } = await registerVerified(sut);
    const token = (await login(sut, body.email, body.password)).json().data.token as string;
    const deactivate = (password: string) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/Users/DeactivateAccount',
        payload: { password },
        headers: bearer(token),
      });
    const wrong = await deactivate('Senha-Errada-1');
    expect([wrong.statusCode, wrong.json().error.code]).toEqual([400, 'WRONG_PASSWORD']);
    expect((await deactivate(body.password)).statusCode).toBe(200);

    const refused = await sut.app.inject({ method: 'POST', url: '/test/deposit', headers: bearer(token) });
    expect([refused.statusCode, refused.json().error.code]).toEqual([406, 'SELF_BLOCKED']);
    expect(refused.json().error.message).toBe('Sua conta está desativada. Reative-a para continuar.');

    const again = await login(sut, body.email, body.password);
    expect(again.json().data.isDeactivated).toBe(true);
    const released = await sut.app.inject({
      method: 'POST',
      url: '/api/Users/ReleaseUser',
      headers: bearer(again.json().data.token),
    });
    expect(released.json().data).toEqual({ isDeactivated: false });
    const ok = await sut.app.inject({
      method: 'POST',
      url: '/test/deposit',
      headers: bearer(again.json().data.token),
    });
    expect(ok.statusCode).toBe(200);
    expect(await audit(reg.userId)).toEqual([
      ['deactivated-by-user', null, null],
      ['reactivated-by-user', null, null],
    ]);
    // a second ReleaseUser changes nothing and records nothing
    await sut.app.inject({
      method: 'POST',
      url: '/api/Users/ReleaseUser',
      headers: bearer(again.json().data.token),
    });
    expect(await audit(reg.userId)).toHaveLength(2);
  });

  it('an operator blocks withdrawals: the login answer carries the reason, withdrawals are refused', async () => {
    const { body, login: reg } = await registerVerified(sut);
    const path = `/api/admin/account/users/${reg.userId}/WithdrawalBlock`;
    const block = await put(path, { blocked: true, reason: 'Análise de documentos em andamento' });
    expect(block.statusCode).toBe(200);
    expect(block.json().data.withdrawalBlock).toMatchObject({ reason: 'Análise de documentos em andamento' });

    const res = await login(sut, body.email, body.password);
    expect(res.json().data.withdrawalBlock).toMatchObject({ reason: 'Análise de documentos em andamento' });
    expect(Number.isNaN(Date.parse(res.json().data.withdrawalBlock.since))).toBe(false);
    await expect(assertWithdrawalsAllowed(sut.platform, reg.userId)).rejects.toMatchObject({
      code: 'WITHDRAWALS_BLOCKED',
      status: 403,
    });

    expect((await put(path, { blocked: false, reason: 'Documentos aprovados' })).statusCode).toBe(200);
    expect((await login(sut, body.email, body.password)).json().data.withdrawalBlock).toBeNull();
    await expect(assertWithdrawalsAllowed(sut.platform, reg.userId)).resolves.toBeUndefined();
    const adminId = (
      await sut.app.inject({ url: `/api/admin/account/users/${reg.userId}/state`, headers: bearer(admin) })
    ).json().data;
    expect(adminId.withdrawalBlock).toBeNull();
    const trail = await audit(reg.userId);
    expect(trail.map(([action, , reason]) => [action, reason])).toEqual([
      ['withdrawals-blocked', 'Análise de documentos em andamento'],
      ['withdrawals-unblocked', 'Documentos aprovados'],
    ]);
    expect(trail.every(([, actor]) => typeof actor === 'number')).toBe(true);
  });

  it('an operator deactivates an account; the bettor sees it at login', async () => {
    const { body, login: reg } = await registerVerified(sut);
    const res = await put(`/api/admin/account/users/${reg.userId}/Deactivation`, {
      deactivated: true,
      reason: 'Pedido do titular por telefone',
    });
    expect([res.statusCode, res.json().data.isDeactivated]).toEqual([200, true]);
    expect((await login(sut, body.email, body.password)).json().data.isDeactivated).toBe(true);
    expect((await audit(reg.userId)).map(([a, , r]) => [a, r])).toEqual([
      ['deactivated-by-operator', 'Pedido do titular por telefone'],
    ]);
  });

  it('refuses the operator calls to bettors, bad input (naming the field) and unknown users', async () => {
    const { login: reg } = await registerVerified(sut);
    const path = `/api/admin/account/users/${reg.userId}/WithdrawalBlock`;
    expect((await put(path, { blocked: true, reason: 'abc' }, reg.token)).statusCode).toBe(403);
    const bad = await put(path, { blocked: 'sim', reason: 'abc' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.context.issues[0].field).toBe('blocked');
    const short = await put(path, { blocked: true, reason: 'x' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.context.issues[0].field).toBe('reason');
    const unknown = await put('/api/admin/account/users/999999999/WithdrawalBlock', {
      blocked: true,
      reason: 'Motivo qualquer',
    });
    expect(unknown.statusCode).toBe(404);
    const unknownDeactivation = await put('/api/admin/account/users/999999999/Deactivation', {
      deactivated: true,
      reason: 'Motivo qualquer',
    });
    expect(unknownDeactivation.statusCode).toBe(404);
  });
});

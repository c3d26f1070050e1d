import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateCpf } from '../../../../testing/cpf';
import { createTestUser } from '../../../../testing/factories';
import { createValidatedUser } from '../../../../testing/identity';
import { createTestApp, type TestApp } from '../../../../testing/platform';
import { checkLedger } from '../../../wallet';
import { paymentsModule } from '../..';
import type { TPaymentsConfig } from '../../payments.config';
import { auth, postWebhook, writeCounts } from '../../payments.test-support';
import { pixProvider, sandboxPsp } from '..';
import { BacenPixPsp, bacenOptionsFromConfig, COB_TXID } from './bacen-pix-psp';
import { PspClient } from './psp-client';
import { MockPsp, testTls } from './testing/mock-psp';
import { pspWebhookUrl, registeredPixWebhook, registerPixWebhook } from './webhook-registration';

const WEBHOOK_TOKEN = 'wh-token-0123456789abcdefghijklmnopqrstuv';

/** Waits for a condition, polling (no fixed sleeps). */
async function until<T>(read: () => Promise<T> | T, ok: (v: T) => boolean, tries = 200): Promise<T> {
  for (let i = 0; ; i += 1) {
    const v = await read();
    if (ok(v) || i >= tries) return v;
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('API Pix adapter (bacen) against a mock PSP built from the Banco Central description', () => {
  let mock: MockPsp;
  let sut: TestApp;

  beforeAll(async () => {
    mock = await new MockPsp().start();
    const tls = testTls.paths();
    Object.assign(process.env, {
      PIX_PROVIDER: 'bacen',
      PIX_API_URL: `${mock.url}/`,
      PIX_OAUTH_URL: `${mock.url}/oauth/token`,
      PIX_CLIENT_ID: mock.clientId,
      PIX_CLIENT_SECRET: mock.clientSecret,
      PIX_CERT_PATH: tls.cert,
      PIX_KEY_PATH: tls.key,
      PIX_CA_PATH: tls.ca,
      PIX_WEBHOOK_TOKEN: WEBHOOK_TOKEN,
      PIX_MERCHANT_KEY: 'pix@placar.example',
    });
    sut = await createTestApp();
  });
  afterAll(async () => {
    await sut?.close();
    await mock?.stop();
  });
  beforeEach(() => {
    expect(mock.violations).toEqual([]);
  });

  const begin = (token: string, amount: number) =>
    sut.app.inject({
      method: 'POST',
      url: '/api/pix/beginDeposit',
      headers: auth(token),
      payload: { amount, providerId: 1 },
    });
  const balance = async (token: string) =>
    (await sut.app.inject({ url: '/api/Wallet/Total/Amount/ByAccountType', headers: auth(token) })).json()
      .data;
  const pspWebhook = (body: unknown, token = WEBHOOK_TOKEN) =>
    sut.app.inject({
      method: 'POST',
      url: `/api/pix/webhook/psp/${token}/pix`,
      payload: body as object,
    });
  const requestsTo = (prefix: string) =>
    mock.requests.filter((r) => `${r.method} ${r.path}`.startsWith(prefix));

  it('is the configured provider, and there is no sandbox page or sandbox PSP', async () => {
    expect(pixProvider(sut.platform).name).toBe('bacen');
    expect(sandboxPsp(sut.platform)).toBeUndefined();
    expect((await sut.app.inject({ url: '/sandbox/pix/pay/PLCabc' })).statusCode).toBe(404);
    expect((await sut.app.inject({ url: '/sandbox/pix/dict' })).statusCode).toBe(404);
  });

  it('in production: no sandbox page, no sandbox PSP, no sandbox money seeded', async () => {
    const secret = 'p'.repeat(40);
    const prod = await createTestApp({
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        URL_SIGNING_SECRET: secret,
        WEBHOOK_SECRET: secret,
        PUBLIC_URL: 'https://placar.example',
        CAPTCHA_PROVIDER: 'turnstile',
        CAPTCHA_SECRET: 'captcha-secret',
        CAPTCHA_SITE_KEY: 'site-key',
        ...Object.fromEntries(Object.entries(process.env).filter(([k]) => k.startsWith('PIX_'))),
        IDENTITY_VERIFIER: 'vendor',
        IDENTITY_VENDOR_URL: 'https://kyc.example',
        IDENTITY_VENDOR_API_KEY: 'chave',
      } as Record<string, string>,
    });
    try {
      expect(prod.platform.config.NODE_ENV).toBe('production');
      expect(sandboxPsp(prod.platform)).toBeUndefined();
      for (const url of ['/sandbox/pix/pay/PLCabc', '/sandbox/pix/dict'])
        expect((await prod.app.inject({ url })).statusCode).toBe(404);
      expect(
        (await prod.app.inject({ method: 'POST', url: '/sandbox/pix/pay/PLCabc', payload: 'payer=own' }))
          .statusCode,
      ).toBe(404);
      expect(await paymentsModule.seedDemo?.(prod.platform)).toBeUndefined();
    } finally {
      await prod.close();
    }
  });

  it('creates a cob (PUT /cob/{txid}) valid against the spec, with a 26-35 txid, and shows the PSP’s BR Code', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const res = await begin(token, 50);
    expect(res.statusCode).toBe(200);
    const d = res.json().data;
    expect(d.txid).toMatch(COB_TXID);
    expect(d.sandboxPayUrl).toBeNull();
    const [put] = requestsTo(`PUT /cob/${d.txid}`);
    expect(put!.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);
    expect(put!.body).toMatchObject({
      calendario: { expiracao: 900 },
      devedor: { cpf: user.cpf, nome: user.full_name },
      valor: { original: '50.00' },
      chave: expect.any(String),
    });
    expect(d.brCode).toBe(mock.cobs.get(d.txid)!.pixCopiaECola);
    expect(mock.violations).toEqual([]);

    const provider = pixProvider(sut.platform) as BacenPixPsp;
    expect(await provider.chargeStatus(d.txid)).toBe('ATIVA');
    for (let i = 0; i < 500; i += 1) expect(provider.newTxid()).toMatch(COB_TXID);
  });

  it('refuses a txid outside the API Pix rules before calling the PSP', async () => {
    const provider = pixProvider(sut.platform);
    const before = mock.requests.length;
    for (const txid of ['PLCshort25charactersxxxxx', `PLC${'a'.repeat(33)}`, `PLC-${'a'.repeat(30)}`]) {
      await expect(
        provider.createCharge({
          txid,
          amount: 100,
          expiresInSeconds: 900,
          debtor: { cpf: generateCpf(), name: 'X' },
          description: 'x',
        }),
      ).rejects.toMatchObject({ status: 503 });
    }
    expect(mock.requests.length).toBe(before);
  });

  it('creates a cobv (PUT /cobv/{txid}) valid against the spec and reads its status back (GET /cobv/{txid})', async () => {
    const provider = pixProvider(sut.platform);
    const before = mock.tokensIssued;
    const txid = provider.newTxid!();
    expect(txid).toMatch(COB_TXID);
    const cpf = generateCpf();
    const charge = await provider.createDueCharge!({
      txid,
      amount: 12_345,
      dueDate: '2026-12-20',
      daysValidAfterDue: 10,
      debtor: { cpf, name: 'Maria da Silva' },
      description: 'Aposta a pagar',
    });
    const stored = mock.cobvs.get(txid)!;
    expect(charge).toEqual({
      txid,
      brCode: stored.pixCopiaECola,
      dueDate: '2026-12-20',
      daysValidAfterDue: 10,
      amount: 12_345,
      status: 'ATIVA',
    });
    expect(charge.brCode).toMatch(/^000201.+6304[0-9A-F]{4}$/);
    expect(stored.loc).toMatchObject({ tipoCob: 'cobv' });
    expect(mock.specErrors('/components/schemas/CobVGerada', stored)).toEqual([]);
    // The receiver's address is still required, inside `recebedor` (testing/NOTICE.md).
    const { cep: _cep, ...withoutCep } = stored.recebedor as Record<string, unknown>;
    expect(
      mock.specErrors('/components/schemas/CobVGerada', { ...stored, recebedor: withoutCep }),
    ).toContainEqual(expect.objectContaining({ keyword: 'required', params: { missingProperty: 'cep' } }));
    const puts = requestsTo(`PUT /cobv/${txid}`);
    expect(puts).toHaveLength(1);
    expect(puts[0]!.authorization).toMatch(/^Bearer [0-9a-f]{32}$/);
    expect(puts[0]!.body).toEqual({
      calendario: { dataDeVencimento: '2026-12-20', validadeAposVencimento: 10 },
      devedor: { cpf, nome: 'Maria da Silva' },
      valor: { original: '123.45' },
      chave: 'pix@placar.example',
      solicitacaoPagador: 'Aposta a pagar',
    });
    expect(mock.tokensIssued).toBe(before); // the same cached token as the cob calls

    expect(await provider.getDueCharge!(txid)).toEqual({ ...charge, status: 'ATIVA' });
    stored.status = 'CONCLUIDA'; // paid at the bettor's bank
    expect(await provider.getDueCharge!(txid)).toMatchObject({ txid, status: 'CONCLUIDA', amount: 12_345 });
    expect(requestsTo(`GET /cobv/${txid}`)).toHaveLength(2);
    expect(await provider.getDueCharge!(provider.newTxid!())).toBeNull();
    expect(mock.violations).toEqual([]);
  });

  it('refuses a cobv whose txid, due date or amount is outside the rules before calling the PSP', async () => {
    const provider = pixProvider(sut.platform);
    const before = mock.requests.length;
    const good = {
      txid: provider.newTxid!(),
      amount: 100,
      dueDate: '2026-12-20',
      daysValidAfterDue: 30,
      debtor: { cpf: generateCpf(), name: 'X' },
      description: 'x',
    };
    const bad = [
      ...['PLCshort25charactersxxxxx', `PLC${'a'.repeat(33)}`, `PLC-${'a'.repeat(30)}`].map((txid) => ({
        txid,
      })),
      ...['2026-02-30', '20/12/2026', '2026-12-20T00:00:00Z', '2026-1-5'].map((dueDate) => ({ dueDate })),
      { daysValidAfterDue: -1 },
      { daysValidAfterDue: 1.5 },
      { amount: 0 },
      { amount: 10.5 },
    ];
    for (const change of bad)
      await expect(provider.createDueCharge!({ ...good, ...change })).rejects.toMatchObject({
        status: 503,
        code: 'PIX_PROVIDER_UNAVAILABLE',
      });
    await expect(provider.getDueCharge!('PLC-not-a-txid')).rejects.toMatchObject({ status: 503 });
    expect(mock.requests.length).toBe(before);
  });

  it('maps a PSP refusal of a cobv (problem+json) to the adapter’s pt-BR errors and writes nothing', async () => {
    const provider = pixProvider(sut.platform);
    const before = await writeCounts(sut.platform);
    const cases: [number, string, number, string][] = [
      [400, 'Cobranca Invalida', 422, 'PIX_CHARGE_REFUSED'],
      [403, 'Acesso Negado', 503, 'PIX_PROVIDER_UNAVAILABLE'],
      [404, 'Nao Encontrado', 503, 'PIX_PROVIDER_UNAVAILABLE'],
      [503, 'Servico Indisponivel', 503, 'PIX_PROVIDER_UNAVAILABLE'],
    ];
    for (const [pspStatus, title, status, code] of cases) {
      mock.failNext(
        'PUT /cobv',
        pspStatus,
        mock.problemBody(pspStatus, title, 'detalhe do PSP', [
          { razao: 'x', propriedade: 'cobv.calendario.dataDeVencimento' },
        ]),
      );
      const txid = provider.newTxid!();
      const error = await provider.createDueCharge!({
        txid,
        amount: 2_000,
        dueDate: '2026-12-20',
        daysValidAfterDue: 5,
        debtor: { cpf: generateCpf(), name: 'X' },
        description: 'x',
      }).then(
        () => undefined,
        (e: unknown) => e,
      );
      // What the bettor may be shown (publicMessage) is the adapter's pt-BR text, never the PSP's words.
      expect(error).toMatchObject({ status, code, publicMessage: expect.stringMatching(/^O .*Pix/) });
      expect((error as { publicMessage: string }).publicMessage).not.toContain('detalhe do PSP');
      expect(requestsTo(`PUT /cobv/${txid}`)).toHaveLength(1);
      expect(mock.cobvs.has(txid)).toBe(false);
    }
    // Reading one back while the PSP is down: the same 503, not a 500 or a null.
    mock.failNext('GET /cobv', 503, mock.problemBody(503, 'Servico Indisponivel'));
    await expect(provider.getDueCharge!(provider.newTxid!())).rejects.toMatchObject({
      status: 503,
      code: 'PIX_PROVIDER_UNAVAILABLE',
    });
    expect(await writeCounts(sut.platform)).toEqual(before);
    expect(mock.violations).toEqual([]);
  });

  it('gets one OAuth2 token by client credentials and reuses it; refreshes it before it expires', async () => {
    const { token } = await createTestUser(sut.platform);
    const issued = mock.tokensIssued;
    expect(issued).toBe(1); // the earlier calls of this suite all used the first token
    await Promise.all([begin(token, 10), begin(token, 11), begin(token, 12)]);
    expect(mock.tokensIssued).toBe(1);
    const bearers = new Set(requestsTo('PUT /cob').map((r) => r.authorization));
    expect(bearers.size).toBe(1);
    const [tokenCall] = requestsTo('POST /oauth/token');
    expect(String(tokenCall!.body)).toContain('grant_type=client_credentials');
    expect(String(tokenCall!.body)).toContain('scope=cob.write');

    // A client of its own with a clock: the token is refreshed a minute before the PSP's expiry.
    let now = 1_000_000;
    mock.tokenLifetimeSeconds = 600;
    const client = new PspClient({
      oauthUrl: `${mock.url}/oauth/token`,
      clientId: mock.clientId,
      clientSecret: mock.clientSecret,
      scopes: 'cob.read',
      tls: { ...testTls.client(), ca: testTls.ca() },
      timeoutMs: 10_000,
      now: () => now,
    });
    try {
      const get = () => client.call('GET /cob', 'GET', `${mock.url}/cob/${'X'.repeat(30)}`);
      expect((await get()).status).toBe(404);
      now += 530_000;
      expect((await get()).status).toBe(404);
      expect(client.tokensFetched).toBe(1);
      now += 10_001; // 540 s: within the last minute of 600 s
      expect((await get()).status).toBe(404);
      expect(client.tokensFetched).toBe(2);
    } finally {
      client.close();
      mock.tokenLifetimeSeconds = 3600;
    }
  });

  it('refuses to talk without the client certificate the PSP trusts (mutual TLS)', async () => {
    const before = mock.requests.length;
    for (const tls of [
      { cert: '', key: '', ca: testTls.ca() },
      { ...testTls.rogue(), ca: testTls.ca() },
    ]) {
      const client = new PspClient({
        oauthUrl: `${mock.url}/oauth/token`,
        clientId: mock.clientId,
        clientSecret: mock.clientSecret,
        scopes: 'cob.read',
        tls: tls.cert ? tls : { ca: tls.ca, cert: undefined as never, key: undefined as never },
        timeoutMs: 10_000,
      });
      try {
        await expect(
          client.call('GET /cob', 'GET', `${mock.url}/cob/${'X'.repeat(30)}`),
        ).rejects.toMatchObject({
          status: 0,
        });
      } finally {
        client.close();
      }
    }
    expect(mock.requests.length).toBe(before);
  });

  it('credits a received Pix exactly once, from the PSP’s record (GET /pix/{e2eid}), not from the notice', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const d = (await begin(token, 40)).json().data;
    const { endToEndId, webhook } = mock.pay(d.txid, { cpf: user.cpf!, nome: user.full_name });

    // A notice whose amount was altered in transit: what is credited is the PSP's 40.00.
    const altered = { pix: [{ ...webhook.pix[0], valor: '4000.00' }] };
    const answers = await Promise.all([pspWebhook(altered), pspWebhook(webhook), pspWebhook(webhook)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(requestsTo(`GET /pix/${endToEndId}`).length).toBe(3);
    expect(await balance(token)).toMatchObject({ real: 40 });
    const tx = (
      await sut.app.inject({ url: `/api/pix/Transaction/${d.transactionId}`, headers: auth(token) })
    ).json();
    expect(tx.data.deposit).toMatchObject({ status: 6 });
    // Once more after the fact: still credited once.
    expect((await pspWebhook(webhook)).statusCode).toBe(200);
    expect(await balance(token)).toMatchObject({ real: 40 });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
    expect(mock.violations).toEqual([]);
  });

  it('credits nothing for a notice the PSP does not know, or with a wrong token or signature', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const d = (await begin(token, 30)).json().data;
    const before = await writeCounts(sut.platform);
    const forged = {
      pix: [
        {
          endToEndId: `E99999999${'2'.repeat(12)}abcdefghijk`,
          txid: d.txid,
          valor: '30.00',
          horario: new Date().toISOString(),
        },
      ],
    };
    const res = await pspWebhook(forged);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.received).toBe(0);

    const { webhook } = mock.pay(d.txid, { cpf: user.cpf!, nome: user.full_name });
    const wrong = await pspWebhook(webhook, `${WEBHOOK_TOKEN.slice(0, -1)}x`);
    expect(wrong.statusCode).toBe(401);
    const unsigned = await sut.app.inject({ method: 'POST', url: '/api/pix/webhook', payload: webhook });
    expect(unsigned.statusCode).toBe(401);
    expect(await writeCounts(sut.platform)).toEqual(before);
    expect(await balance(token)).toMatchObject({ real: 0 });
  });

  it('refunds (PUT /pix/{e2eid}/devolucao/{id}) a Pix paid from another CPF, valid against the spec', async () => {
    const { token } = await createTestUser(sut.platform);
    const d = (await begin(token, 25)).json().data;
    const { endToEndId, webhook } = mock.pay(d.txid, { cpf: generateCpf(), nome: 'Outra Pessoa' });
    expect((await pspWebhook(webhook)).statusCode).toBe(200);
    const [refund] = requestsTo(`PUT /pix/${endToEndId}/devolucao/`);
    expect(refund!.path).toMatch(/\/devolucao\/[a-zA-Z0-9]{1,35}$/);
    expect(refund!.body).toMatchObject({ valor: '25.00', natureza: 'ORIGINAL' });
    expect(mock.pix.get(endToEndId)!.devolucoes).toHaveLength(1);
    expect(await balance(token)).toMatchObject({ real: 0 });
    const tx = (
      await sut.app.inject({ url: `/api/pix/Transaction/${d.transactionId}`, headers: auth(token) })
    ).json();
    expect(tx.data.deposit).toMatchObject({ status: 5 });
    // The notice again: no second devolução.
    expect((await pspWebhook(webhook)).statusCode).toBe(200);
    expect(mock.pix.get(endToEndId)!.devolucoes).toHaveLength(1);

    // A PSP record that names no payer CPF (the standard Pix has none): nobody can tell it is the bettor's.
    const { token: other } = await createTestUser(sut.platform);
    const d2 = (await begin(other, 12)).json().data;
    const anonymous = mock.pay(d2.txid, { cpf: '', nome: '' });
    expect((await pspWebhook(anonymous.webhook)).statusCode).toBe(200);
    expect(mock.pix.get(anonymous.endToEndId)!.devolucoes).toHaveLength(1);
    expect(await balance(other)).toMatchObject({ real: 0 });
    expect(mock.violations).toEqual([]);
  });

  it('keeps a refund the PSP did not take and sends it again, once, until it does', async () => {
    const { token } = await createTestUser(sut.platform);
    const d = (await begin(token, 18)).json().data;
    const { endToEndId, webhook } = mock.pay(d.txid, { cpf: generateCpf(), nome: 'Outra Pessoa' });
    mock.failNext('PUT /pix', 503, mock.problemBody(503, 'Servico Indisponivel'));
    // The webhook is acknowledged: the refund is kept, not lost with a 5xx the PSP retries into a duplicate.
    expect((await pspWebhook(webhook)).statusCode).toBe(200);
    expect(mock.pix.get(endToEndId)!.devolucoes ?? []).toHaveLength(0);
    const kept = await sql<{ n: number }>`
      select count(*)::int as n from pix_refund_retries where end_to_end_id = ${endToEndId} and done_at is null`.execute(
      sut.platform.db,
    );
    expect(kept.rows[0]!.n).toBe(1);

    const provider = pixProvider(sut.platform) as BacenPixPsp;
    expect(await provider.retryRefunds()).toBe(0); // not due yet
    mock.failNext('PUT /pix', 503, mock.problemBody(503, 'Servico Indisponivel'));
    expect(await provider.retryRefunds({ horizonMs: 60_000 })).toBe(0); // still down: kept, backing off
    expect(mock.pix.get(endToEndId)!.devolucoes ?? []).toHaveLength(0);
    expect(await provider.retryRefunds({ horizonMs: 600_000 })).toBe(1);
    expect(mock.pix.get(endToEndId)!.devolucoes).toHaveLength(1);
    expect(mock.pix.get(endToEndId)!.devolucoes![0]).toMatchObject({ valor: '18.00' });
    expect(await provider.retryRefunds({ horizonMs: 86_400_000 })).toBe(0); // done: never sent twice
    expect(mock.pix.get(endToEndId)!.devolucoes).toHaveLength(1);
    expect(mock.violations).toEqual([]);
  });

  it('maps PSP errors (problem+json) to clear pt-BR answers for the bettor and writes nothing', async () => {
    const { token } = await createTestUser(sut.platform);
    const before = await writeCounts(sut.platform);
    const cases: [number, string, number, string][] = [
      [400, 'Cobranca Invalida', 422, 'PIX_CHARGE_REFUSED'],
      [403, 'Acesso Negado', 503, 'PIX_PROVIDER_UNAVAILABLE'],
      [404, 'Nao Encontrado', 503, 'PIX_PROVIDER_UNAVAILABLE'],
      [503, 'Servico Indisponivel', 503, 'PIX_PROVIDER_UNAVAILABLE'],
    ];
    for (const [pspStatus, title, status, code] of cases) {
      mock.failNext(
        'PUT /cob',
        pspStatus,
        mock.problemBody(pspStatus, title, 'detalhe do PSP', [
          { razao: 'x', propriedade: 'cob.valor.original' },
        ]),
      );
      const res = await begin(token, 20);
      expect(res.statusCode).toBe(status);
      const error = res.json().error;
      expect(error.code).toBe(code);
      expect(error.message).toMatch(/Pix/);
      expect(JSON.stringify(error)).not.toContain('detalhe do PSP');
    }
    // The token endpoint refusing the client (e.g. a revoked secret): 503 as well.
    mock.failNext('POST /oauth', 401, { error: 'invalid_client' });
    const fresh = new BacenPixPsp(sut.platform, {
      apiUrl: mock.url,
      oauthUrl: `${mock.url}/oauth/token`,
      clientId: mock.clientId,
      clientSecret: mock.clientSecret,
      scopes: 'cob.write',
      tls: { ...testTls.client(), ca: testTls.ca() },
      timeoutMs: 10_000,
      merchantKey: 'chave',
      payerCpfPath: 'pagador.cpf',
      payerNamePath: 'pagador.nome',
    });
    await expect(
      fresh.createCharge({
        txid: fresh.newTxid(),
        amount: 100,
        expiresInSeconds: 900,
        debtor: { cpf: generateCpf(), name: 'X' },
        description: 'x',
      }),
    ).rejects.toMatchObject({ status: 503, code: 'PIX_PROVIDER_UNAVAILABLE' });
    expect(await writeCounts(sut.platform)).toEqual(before);
  });

  it('sends payouts and looks keys up through the PSP-specific gateway; results come by the webhook', async () => {
    const { user, token } = await createValidatedUser(sut.platform);
    const add = (payload: object) =>
      sut.app.inject({
        method: 'POST',
        url: '/api/wallet/BankAccounts/PixBankAccounts',
        headers: auth(token),
        payload,
      });
    expect((await add({ keyType: 'EMAIL', key: 'nao-cadastrada@example.com' })).json().error.code).toBe(
      'PIX_KEY_NOT_FOUND',
    );
    mock.registerKey('maria.bacen@example.com', { cpf: user.cpf!, nome: user.full_name });
    const key = await add({ keyType: 'EMAIL', key: 'maria.bacen@example.com', isDefault: true });
    expect(key.statusCode).toBe(200);
    expect(key.json().data).toMatchObject({ key: 'maria.bacen@example.com' });

    const d = (await begin(token, 80)).json().data;
    const { webhook } = mock.pay(d.txid, { cpf: user.cpf!, nome: user.full_name });
    expect((await pspWebhook(webhook)).statusCode).toBe(200);
    const w = await sut.app.inject({
      method: 'POST',
      url: '/api/pix/BeginWithdrawal',
      headers: auth(token),
      payload: { amount: 30, pixKeyId: key.json().data.id },
    });
    expect(w.statusCode).toBe(200);
    const sent = await until(
      () => requestsTo('PUT /pagamentos/'),
      (r) => r.length === 1,
    );
    const idEnvio = sent[0]!.path.split('/').pop()!;
    expect(idEnvio).toMatch(/^[a-zA-Z0-9]{1,35}$/);
    expect(sent[0]!.body).toMatchObject({
      valor: '30.00',
      favorecido: { chave: 'maria.bacen@example.com', cpf: user.cpf },
    });
    const result = await pspWebhook({
      pagamentos: [
        {
          idEnvio,
          endToEndId: `E12345678${'3'.repeat(12)}payoutxxxxx`,
          valor: '30.00',
          horario: new Date().toISOString(),
          status: 'REALIZADO',
        },
      ],
    });
    expect(result.json().data.received).toBe(1);
    const tx = (
      await sut.app.inject({
        url: `/api/pix/Transaction/${w.json().data.transactionId ?? w.json().data.id}`,
        headers: auth(token),
      })
    ).json();
    expect(JSON.stringify(tx.data)).toContain('"status":6');
    expect(await balance(token)).toMatchObject({ real: 50 });
    expect((await checkLedger(sut.platform.db)).ok).toBe(true);
  });

  it('registers the webhook URL at the PSP (PUT /webhook/{chave}) valid against the spec', async () => {
    const provider = pixProvider(sut.platform) as BacenPixPsp;
    const url = pspWebhookUrl('https://placar.example/', WEBHOOK_TOKEN);
    expect(url).toBe(`https://placar.example/api/pix/webhook/psp/${WEBHOOK_TOKEN}`);
    expect(await registeredPixWebhook(provider.client, mock.url, 'chave-da-placar')).toBeNull();
    await registerPixWebhook(provider.client, mock.url, 'chave-da-placar', url);
    expect(await registeredPixWebhook(provider.client, mock.url, 'chave-da-placar')).toBe(url);
    expect(mock.violations).toEqual([]);
    // The PSP posts to it + /pix: that is the route the app serves.
    const posted = await sut.app.inject({
      method: 'POST',
      url: `${new URL(url).pathname}/pix`,
      payload: { pix: [] },
    });
    expect(posted.statusCode).toBe(200);
  });

  it('keeps the HMAC-signed webhook for a bridge, still confirming each Pix at the PSP', async () => {
    const { user, token } = await createTestUser(sut.platform);
    const d = (await begin(token, 15)).json().data;
    const { webhook } = mock.pay(d.txid, { cpf: user.cpf!, nome: user.full_name });
    const altered = { pix: [{ ...webhook.pix[0], valor: '1500.00' }] };
    expect((await postWebhook(sut, altered)).statusCode).toBe(200);
    expect(await balance(token)).toMatchObject({ real: 15 });
  });
});

describe('API Pix settings', () => {
  it('stops the start naming the setting of a certificate or key it cannot read', () => {
    const tls = testTls.paths();
    const cfg = {
      PIX_PROVIDER: 'bacen',
      PIX_API_URL: 'https://pix.psp.example',
      PIX_OAUTH_URL: 'https://pix.psp.example/oauth/token',
      PIX_CLIENT_ID: 'a',
      PIX_CLIENT_SECRET: 'b',
      PIX_CERT_PATH: tls.cert,
      PIX_KEY_PATH: tls.key,
      PIX_CA_PATH: tls.ca,
      PIX_OAUTH_SCOPES: 'cob.write',
      PIX_HTTP_TIMEOUT_MS: 15_000,
      PIX_MERCHANT_KEY: 'chave',
      PIX_PAYER_CPF_PATH: 'pagador.cpf',
      PIX_PAYER_NAME_PATH: 'pagador.nome',
    } as unknown as TPaymentsConfig;
    expect(bacenOptionsFromConfig(cfg).tls.cert).toBeInstanceOf(Buffer);
    for (const setting of ['PIX_CERT_PATH', 'PIX_KEY_PATH', 'PIX_CA_PATH'] as const)
      expect(() => bacenOptionsFromConfig({ ...cfg, [setting]: '/nonexistent/file.pem' })).toThrow(
        new RegExp(`${setting}: cannot read /nonexistent/file.pem \\(ENOENT\\)`),
      );
  });
});

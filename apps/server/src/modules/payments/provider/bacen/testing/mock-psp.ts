import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv, type ValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { crc16 } from '../../br-code';
import spec from './pix-api.subset.json' with { type: 'json' };

const addFormats = addFormatsModule as unknown as (ajv: Ajv) => Ajv;

/**
 * Test certificates (see NOTICE.md), made once per test process by `tls/make.sh` in a temporary folder:
 * the mock's CA and server certificate, a client certificate the CA signed, a rogue one. No key is
 * kept in the repository.
 */
let tlsDir: string | undefined;
function tlsPath(name: string) {
  if (!tlsDir) {
    const dir = mkdtempSync(join(tmpdir(), 'placar-psp-tls-'));
    execFileSync('sh', [fileURLToPath(new URL('./tls/make.sh', import.meta.url))], {
      cwd: dir,
      stdio: 'ignore',
    });
    tlsDir = dir;
  }
  return join(tlsDir, name);
}
const tlsFile = (name: string) => readFileSync(tlsPath(name));
export const testTls = {
  ca: () => tlsFile('ca.pem'),
  client: () => ({ cert: tlsFile('client.pem'), key: tlsFile('client.key') }),
  rogue: () => ({ cert: tlsFile('rogue.pem'), key: tlsFile('rogue.key') }),
  paths: () => ({ ca: tlsPath('ca.pem'), cert: tlsPath('client.pem'), key: tlsPath('client.key') }),
};

/**
 * The description writes a few patterns as JavaScript regex literals (`PessoaFisica.cpf`:
 * "/^\\d{11}$/"), which as JSON Schema would match nothing; they are read without the slashes.
 */
function withPatternLiteralsFixed(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(withPatternLiteralsFixed);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([k, v]) => [
      k,
      k === 'pattern' && typeof v === 'string' && /^\/.+\/$/.test(v)
        ? v.slice(1, -1)
        : withPatternLiteralsFixed(v),
    ]),
  );
}

/**
 * `DadosRecebedor` lists `required: [logradouro, cidade, uf, cep]` twice: inside `recebedor` (its `allOf`)
 * and, misplaced, on the enclosing object, so a cobv would need the receiver's address beside `txid`. The
 * Banco Central's own cobv example (`cobResponse4`) has it inside `recebedor` only: the misplaced copy is
 * dropped, the one inside `recebedor` still holds.
 */
function withReceiverAddressInsideRecebedor(described: unknown) {
  const copy = structuredClone(described) as {
    components: { schemas: Record<string, { required?: unknown }> };
  };
  delete copy.components.schemas.DadosRecebedor?.required;
  return copy;
}

/** Validators of the API Pix schemas (pix-api.subset.json) by JSON pointer into the description. */
function specValidators() {
  const ajv = new Ajv({ strict: false, allErrors: true });
  addFormats(ajv);
  ajv.addSchema(withReceiverAddressInsideRecebedor(withPatternLiteralsFixed(spec)) as object, 'pix-api');
  const cache = new Map<string, ValidateFunction>();
  return (pointer: string) => {
    let v = cache.get(pointer);
    if (!v) {
      v = ajv.compile({ $ref: `pix-api#${pointer}` });
      cache.set(pointer, v);
    }
    return v;
  };
}

/** A path parameter's schema pattern, anchored (the description's patterns are written unanchored). */
function pathParamPattern(pointer: string): RegExp {
  const schema = pointer
    .split('/')
    .slice(1)
    .reduce<Record<string, unknown>>((o, k) => o[k] as Record<string, unknown>, spec as never);
  return new RegExp(`^(?:${schema.pattern as string})$`);
}

const TXID = pathParamPattern('/components/schemas/TxId');
const E2E = pathParamPattern('/components/schemas/EndToEndId');
const REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;

export type MockRequest = { method: string; path: string; body: unknown; authorization: string | undefined };
type Cob = Record<string, unknown> & { txid: string; status: string; valor: { original: string } };
type Cobv = Cob & {
  calendario: { criacao: string; dataDeVencimento: string; validadeAposVencimento: number };
};
type ReceivedPix = {
  endToEndId: string;
  txid?: string;
  valor: string;
  horario: string;
  chave: string;
  infoPagador?: string;
  devolucoes?: Record<string, unknown>[];
  /** PSP extension: the payer (not in the standard `Pix` schema). */
  pagador: { cpf: string; nome: string };
};

const tlv = (id: string, value: string) => `${id}${String(value.length).padStart(2, '0')}${value}`;

/** A dynamic BR Code (pixCopiaECola) pointing at a charge's location. */
function dynamicBrCode(location: string) {
  const payload =
    tlv('00', '01') +
    tlv('01', '12') +
    tlv('26', tlv('00', 'br.gov.bcb.pix') + tlv('25', location.slice('https://'.length))) +
    tlv('52', '0000') +
    tlv('53', '986') +
    tlv('58', 'BR') +
    tlv('59', 'Placar Apostas Ltda') +
    tlv('60', 'Sao Paulo') +
    tlv('62', tlv('05', '***'));
  return `${payload}6304${crc16(`${payload}6304`)}`;
}

/** The receiving company a cobv names (`recebedor`, with its address). */
const RECEBEDOR = {
  cnpj: '12345678000199',
  nome: 'Placar Apostas Ltda',
  nomeFantasia: 'Placar',
  logradouro: 'Avenida Paulista, 1000',
  cidade: 'Sao Paulo',
  uf: 'SP',
  cep: '01310100',
};

/**
 * A PSP implementing the API Pix, for tests: HTTPS requiring a client certificate signed by the test CA,
 * OAuth2 client credentials, cob, cobv, Pix and devolução, plus the PSP-specific payout and DICT calls of
 * psp-gateway.ts. Every request body and path parameter the adapter sends and every answer the mock gives
 * is validated against the Banco Central's description; what does not match is kept in `violations` (a
 * real PSP would answer 400) and tests assert it stays empty.
 */
export class MockPsp {
  readonly clientId = 'placar-client';
  readonly clientSecret = 's3cr3t:with/odd&chars';
  readonly requests: MockRequest[] = [];
  readonly violations: string[] = [];
  readonly cobs = new Map<string, Cob>();
  readonly cobvs = new Map<string, Cobv>();
  readonly pix = new Map<string, ReceivedPix>();
  readonly payouts = new Map<string, Record<string, unknown>>();
  readonly dict = new Map<string, { cpf: string; nome: string }>();
  readonly webhooks = new Map<string, Record<string, unknown>>();
  tokensIssued = 0;
  tokenLifetimeSeconds = 3600;
  private tokens = new Set<string>();
  private faults: { match: string; status: number; body: unknown }[] = [];
  private readonly validate = specValidators();
  private server!: Server;
  url = '';

  async start() {
    this.server = createServer(
      {
        key: tlsFile('server.key'),
        cert: tlsFile('server.pem'),
        ca: tlsFile('ca.pem'),
        requestCert: true,
        rejectUnauthorized: true,
      },
      (req, res) => {
        const chunks: Buffer[] = [];
        req.on('data', (c: Buffer) => chunks.push(c));
        req.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const answer = (status: number, body: unknown, type = 'application/json') => {
            res.writeHead(status, { 'content-type': type });
            res.end(body === undefined ? '' : JSON.stringify(body));
          };
          try {
            this.handle(req.method ?? 'GET', req.url ?? '/', req.headers, text, answer);
          } catch (e) {
            answer(500, { type: 'about:blank', title: String(e), status: 500 }, 'application/problem+json');
          }
        });
      },
    );
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `https://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop() {
    this.server.closeAllConnections();
    await new Promise((resolve) => this.server.close(resolve));
  }

  /** The next request whose "METHOD /first-segment" starts with `match` gets this answer instead. */
  failNext(match: string, status: number, body: unknown) {
    this.faults.push({ match, status, body });
  }

  /** The PSP-specific DICT: a key and its owner. */
  registerKey(key: string, owner: { cpf: string; nome: string }) {
    this.dict.set(key, owner);
  }

  /** Someone pays a charge from their bank: the Pix is recorded; answers the API Pix webhook body. */
  pay(txid: string, payer: { cpf: string; nome: string }, valor?: string) {
    const cob = this.cobs.get(txid);
    if (!cob) throw new Error(`no cob ${txid}`);
    const endToEndId = `E12345678${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`;
    const pix: ReceivedPix = {
      endToEndId,
      txid,
      valor: valor ?? cob.valor.original,
      horario: new Date().toISOString(),
      chave: cob.chave as string,
      infoPagador: 'Depósito',
      pagador: payer,
    };
    this.pix.set(endToEndId, pix);
    cob.status = 'CONCLUIDA';
    const { pagador: _extension, ...standard } = pix;
    const webhook = { pix: [standard] };
    this.check(
      'webhook body',
      '/components/requestBodies/WebhookPixBody/content/application~1json/schema',
      webhook,
    );
    return { endToEndId, webhook };
  }

  /** What the description finds wrong in a value (without counting it as a violation). */
  specErrors(pointer: string, value: unknown) {
    const v = this.validate(pointer);
    return v(value) ? [] : (v.errors ?? []);
  }

  private check(what: string, pointer: string, value: unknown) {
    const v = this.validate(pointer);
    if (!v(value)) this.violations.push(`${what}: ${JSON.stringify(v.errors)}`);
    return v.errors ?? [];
  }

  /** An API Pix problem (RFC 7807, schema `Problema`), checked against the description. */
  problemBody(status: number, title: string, detail?: string, violacoes?: unknown[]) {
    const body = {
      type: `https://pix.bcb.gov.br/api/v2/error/${title.replace(/\s/g, '')}`,
      title,
      status,
      ...(detail ? { detail } : {}),
      ...(violacoes ? { violacoes } : {}),
    };
    this.check('problem', '/components/schemas/Problema', body);
    return body;
  }

  private handle(
    method: string,
    rawUrl: string,
    headers: Record<string, string | string[] | undefined>,
    text: string,
    answer: (status: number, body: unknown, type?: string) => void,
  ) {
    const url = new URL(rawUrl, 'https://mock');
    const parts = url.pathname.split('/').filter(Boolean).map(decodeURIComponent);
    const authorization = typeof headers.authorization === 'string' ? headers.authorization : undefined;
    let body: unknown;
    if (text !== '' && String(headers['content-type']).startsWith('application/json'))
      body = JSON.parse(text);
    this.requests.push({ method, path: url.pathname, body: body ?? text, authorization });
    const problem = (status: number, title: string, detail?: string, v?: unknown[]) =>
      answer(status, this.problemBody(status, title, detail, v), 'application/problem+json');

    const fault = this.faults.findIndex((f) => `${method} /${parts[0] ?? ''}`.startsWith(f.match));
    if (fault >= 0) {
      const [f] = this.faults.splice(fault, 1);
      return answer(f!.status, f!.body, 'application/problem+json');
    }

    if (method === 'POST' && parts[0] === 'oauth') {
      const basic = Buffer.from(
        `${encodeURIComponent(this.clientId)}:${encodeURIComponent(this.clientSecret)}`,
      );
      const form = new URLSearchParams(text);
      if (authorization !== `Basic ${basic.toString('base64')}`)
        return answer(401, { error: 'invalid_client' });
      if (form.get('grant_type') !== 'client_credentials')
        return answer(400, { error: 'unsupported_grant_type' });
      const token = randomBytes(16).toString('hex');
      this.tokens.add(token);
      this.tokensIssued += 1;
      return answer(200, {
        access_token: token,
        token_type: 'Bearer',
        expires_in: this.tokenLifetimeSeconds,
        scope: form.get('scope'),
      });
    }

    const bearer = authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
    if (!this.tokens.has(bearer)) return problem(401, 'Nao Autorizado');

    if (parts[0] === 'cob' && parts.length === 2) {
      const txid = parts[1]!;
      if (!TXID.test(txid))
        return problem(400, 'Requisicao Invalida', 'txid', [
          { razao: 'txid fora do padrão', propriedade: 'txid' },
        ]);
      if (method === 'PUT') {
        const errors = this.check(
          'PUT /cob body',
          '/components/requestBodies/CobBody/content/application~1json/schema',
          body,
        );
        if (errors.length > 0) return problem(400, 'Cobranca Invalida', JSON.stringify(errors));
        const req = body as Record<string, unknown> & {
          calendario: { expiracao: number };
          valor: { original: string };
        };
        const location = `https://pix.mock.example/qr/v2/${randomBytes(16).toString('hex')}`;
        const criacao = new Date().toISOString();
        const copiaECola = dynamicBrCode(location);
        const cob: Cob = {
          calendario: { criacao, expiracao: req.calendario.expiracao },
          txid,
          revisao: 0,
          loc: { id: this.cobs.size + 1, txid, location, tipoCob: 'cob', criacao },
          location,
          status: 'ATIVA',
          ...(req.devedor ? { devedor: req.devedor } : {}),
          valor: req.valor,
          chave: req.chave,
          ...(req.solicitacaoPagador ? { solicitacaoPagador: req.solicitacaoPagador } : {}),
          pixCopiaECola: copiaECola,
        };
        this.cobs.set(txid, cob);
        this.check('PUT /cob answer', '/components/schemas/CobGerada', cob);
        return answer(201, cob);
      }
      if (method === 'GET') {
        const cob = this.cobs.get(txid);
        if (!cob) return problem(404, 'Nao Encontrado');
        this.check('GET /cob answer', '/components/schemas/CobCompleta', cob);
        return answer(200, cob);
      }
    }

    if (parts[0] === 'cobv' && parts.length === 2) {
      const txid = parts[1]!;
      if (!TXID.test(txid))
        return problem(400, 'Requisicao Invalida', 'txid', [
          { razao: 'txid fora do padrão', propriedade: 'txid' },
        ]);
      if (method === 'PUT') {
        const errors = this.check(
          'PUT /cobv body',
          '/components/requestBodies/CobVBody/content/application~1json/schema',
          body,
        );
        if (errors.length > 0) return problem(400, 'Cobranca Invalida', JSON.stringify(errors));
        const req = body as Record<string, unknown> & {
          calendario: { dataDeVencimento: string; validadeAposVencimento?: number };
          devedor: Record<string, unknown>;
          valor: { original: string };
        };
        const location = `https://pix.mock.example/qr/v2/cobv/${randomBytes(12).toString('hex')}`;
        const criacao = new Date().toISOString();
        const cobv: Cobv = {
          calendario: {
            criacao,
            dataDeVencimento: req.calendario.dataDeVencimento,
            validadeAposVencimento: req.calendario.validadeAposVencimento ?? 30,
          },
          txid,
          revisao: 0,
          loc: { id: this.cobs.size + this.cobvs.size + 1, txid, location, tipoCob: 'cobv', criacao },
          location,
          status: 'ATIVA',
          devedor: req.devedor,
          recebedor: RECEBEDOR,
          valor: req.valor,
          chave: req.chave,
          ...(req.solicitacaoPagador ? { solicitacaoPagador: req.solicitacaoPagador } : {}),
          pixCopiaECola: dynamicBrCode(location),
        };
        this.cobvs.set(txid, cobv);
        this.check('PUT /cobv answer', '/components/schemas/CobVGerada', cobv);
        return answer(201, cobv);
      }
      if (method === 'GET') {
        const cobv = this.cobvs.get(txid);
        if (!cobv) return problem(404, 'Nao Encontrado');
        this.check('GET /cobv answer', '/components/schemas/CobVCompleta', cobv);
        return answer(200, cobv);
      }
    }

    if (parts[0] === 'pix' && parts.length >= 2) {
      const e2e = parts[1]!;
      if (!E2E.test(e2e)) return problem(400, 'Requisicao Invalida', 'e2eid fora do padrão');
      const pix = this.pix.get(e2e);
      if (method === 'GET' && parts.length === 2) {
        if (!pix) return problem(404, 'Nao Encontrado');
        this.check('GET /pix answer', '/components/schemas/Pix', pix);
        return answer(200, pix);
      }
      if (method === 'PUT' && parts[2] === 'devolucao' && parts.length === 4) {
        const id = parts[3]!;
        if (!REFUND_ID.test(id)) return problem(400, 'Requisicao Invalida', 'id da devolução fora do padrão');
        const errors = this.check(
          'PUT /devolucao body',
          '/components/requestBodies/DevolucaoBody/content/application~1json/schema',
          body,
        );
        if (errors.length > 0) return problem(400, 'Devolucao Invalida', JSON.stringify(errors));
        if (!pix) return problem(404, 'Nao Encontrado');
        const asked = Number((body as { valor: string }).valor);
        const done = (pix.devolucoes ?? []).reduce((s, d) => s + Number(d.valor), 0);
        if (asked + done > Number(pix.valor) + 1e-9)
          return problem(400, 'Devolucao Invalida', 'valor acima do disponível');
        const devolucao = {
          id,
          rtrId: `D12345678${new Date().toISOString().replace(/\D/g, '').slice(0, 12)}${randomBytes(8).toString('hex').slice(0, 11)}`,
          valor: (body as { valor: string }).valor,
          natureza: 'ORIGINAL',
          descricao: (body as { descricao?: string }).descricao,
          horario: { solicitacao: new Date().toISOString() },
          status: 'EM_PROCESSAMENTO',
        };
        pix.devolucoes = [...(pix.devolucoes ?? []), devolucao];
        this.check('PUT /devolucao answer', '/components/schemas/Devolucao', devolucao);
        return answer(201, devolucao);
      }
    }

    if (parts[0] === 'webhook' && parts.length === 2) {
      const chave = parts[1]!;
      if (method === 'PUT') {
        const errors = this.check(
          'PUT /webhook body',
          '/components/requestBodies/WebhookConfigBody/content/application~1json/schema',
          body,
        );
        if (errors.length > 0) return problem(400, 'Webhook Invalido', JSON.stringify(errors));
        this.webhooks.set(chave, {
          webhookUrl: (body as { webhookUrl: string }).webhookUrl,
          chave,
          cnpj: '12345678000199',
          criacao: new Date().toISOString(),
        });
        return answer(200, undefined);
      }
      if (method === 'GET') {
        const hook = this.webhooks.get(chave);
        if (!hook) return problem(404, 'Nao Encontrado');
        this.check('GET /webhook answer', '/components/schemas/WebhookCompleto', hook);
        return answer(200, hook);
      }
    }

    // PSP-specific (psp-gateway.ts): not in the standard API Pix, so not validated against it.
    if (method === 'PUT' && parts[0] === 'pagamentos' && parts.length === 2) {
      const id = parts[1]!;
      if (!REFUND_ID.test(id)) return problem(400, 'Requisicao Invalida', 'idEnvio fora do padrão');
      if (this.payouts.has(id)) return problem(409, 'Envio Duplicado');
      const b = body as { valor: string; favorecido: { chave: string; cpf: string } };
      const owner = this.dict.get(b.favorecido.chave);
      const refused = !owner || owner.cpf !== b.favorecido.cpf;
      this.payouts.set(id, { ...b, status: refused ? 'NAO_REALIZADO' : 'EM_PROCESSAMENTO' });
      return answer(201, {
        idEnvio: id,
        status: refused ? 'NAO_REALIZADO' : 'EM_PROCESSAMENTO',
        ...(refused ? { motivo: 'Chave de outro titular' } : {}),
      });
    }
    if (method === 'GET' && parts[0] === 'dict' && parts.length === 2) {
      const owner = this.dict.get(parts[1]!);
      if (!owner) return problem(404, 'Nao Encontrado');
      return answer(200, { chave: parts[1], titular: owner, banco: { nome: 'Banco Mock' } });
    }
    return problem(404, 'Nao Encontrado');
  }
}

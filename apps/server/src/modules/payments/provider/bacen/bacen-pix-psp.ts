import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { TPixKeyType } from '@placar/contract';
import type { Platform } from '../../../../platform/context';
import { AppError } from '../../../../platform/errors';
import type { TPaymentsConfig } from '../../payments.config';
import type {
  Charge,
  ChargeStatus,
  CreateChargeInput,
  CreateDueChargeInput,
  DueCharge,
  DueChargeState,
  KeyOwner,
  PayoutInput,
  PixProvider,
  ReceivedPixItem,
  WebhookPixNotice,
} from '../pix-provider';
import { PspClient, type PspClientOptions, PspError, type PspResponse, problemOf } from './psp-client';
import { HttpPspGateway, type PspGateway } from './psp-gateway';
import { keepRefundForRetry, type RefundRequest, retryDueRefunds } from './refund-retries';

export type BacenOptions = PspClientOptions & {
  /** Base URL of the PSP's API Pix, e.g. https://pix.psp.com.br/api/v2 (no trailing slash needed). */
  apiUrl: string;
  /** The operator's receiving Pix key (cob `chave`). */
  merchantKey: string;
  /** Dotted paths of the payer's CPF and name in the PSP's Pix object (not in the standard schema). */
  payerCpfPath: string;
  payerNamePath: string;
  /** Base URLs of the PSP-specific payout and DICT calls (default: apiUrl). */
  payoutUrl?: string;
  dictUrl?: string;
};

/** txid of a cob: 26 to 35 letters and digits (API Pix `TxId`), chosen by the operator. */
export const COB_TXID = /^[a-zA-Z0-9]{26,35}$/;
/** endToEndId: 32 letters and digits. */
export const END_TO_END_ID = /^[a-zA-Z0-9]{32}$/;
/** Devolução id: letters and digits, 1 to 35 (the Manual de Padrões' rule for ids chosen by the client). */
const REFUND_ID = /^[a-zA-Z0-9]{1,35}$/;

/** A cobv due date: YYYY-MM-DD, a day that exists. */
export function isDueDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const day = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === value;
}
const CHARGE_STATUSES: readonly ChargeStatus[] = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
];
/** "50.00" → 5000; NaN for anything else. */
const centavos = (reaisText: unknown) =>
  typeof reaisText === 'string' && /^\d{1,10}\.\d{2}$/.test(reaisText)
    ? Math.round(Number(reaisText) * 100)
    : Number.NaN;

type CobvAnswer = {
  txid?: string;
  status?: string;
  pixCopiaECola?: string;
  calendario?: { dataDeVencimento?: string; validadeAposVencimento?: number };
  valor?: { original?: string };
};

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
const reais = (centavos: number) => (centavos / 100).toFixed(2);

/** A PEM file named by a setting; a missing or unreadable one stops the start naming that setting. */
function pemFile(setting: string, path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(`${setting}: cannot read ${path} (${(error as NodeJS.ErrnoException).code ?? error})`);
  }
}

export function bacenOptionsFromConfig(cfg: TPaymentsConfig): BacenOptions {
  const need = <K extends keyof TPaymentsConfig>(k: K) => {
    const v = cfg[k];
    if (v === undefined) throw new Error(`${String(k)} is required with PIX_PROVIDER=bacen`);
    return v as NonNullable<TPaymentsConfig[K]>;
  };
  return {
    apiUrl: need('PIX_API_URL'),
    oauthUrl: need('PIX_OAUTH_URL'),
    clientId: need('PIX_CLIENT_ID'),
    clientSecret: need('PIX_CLIENT_SECRET'),
    scopes: cfg.PIX_OAUTH_SCOPES,
    tls: {
      cert: pemFile('PIX_CERT_PATH', need('PIX_CERT_PATH')),
      key: pemFile('PIX_KEY_PATH', need('PIX_KEY_PATH')),
      passphrase: cfg.PIX_KEY_PASSPHRASE,
      ca: cfg.PIX_CA_PATH ? pemFile('PIX_CA_PATH', cfg.PIX_CA_PATH) : undefined,
    },
    timeoutMs: cfg.PIX_HTTP_TIMEOUT_MS,
    merchantKey: cfg.PIX_MERCHANT_KEY,
    payerCpfPath: cfg.PIX_PAYER_CPF_PATH,
    payerNamePath: cfg.PIX_PAYER_NAME_PATH,
    payoutUrl: cfg.PIX_PAYOUT_URL,
    dictUrl: cfg.PIX_DICT_URL,
  };
}

const join = (base: string, path: string) => `${base.replace(/\/+$/, '')}${path}`;

function at(obj: unknown, path: string): unknown {
  let cur: unknown = obj;
  for (const part of path.split('.')) {
    if (!cur || typeof cur !== 'object') return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  return cur;
}

/** What the bettor is told when the PSP fails: never the PSP's own words, never a 500. */
export function bettorError(error: unknown, what: 'charge' | 'key'): AppError {
  if (error instanceof AppError) return error;
  const status = error instanceof PspError ? error.status : 0;
  if (what === 'charge' && (status === 400 || status === 422))
    return new AppError('PIX_CHARGE_REFUSED', {
      internal: String(error),
    });
  return new AppError('PIX_PROVIDER_UNAVAILABLE', {
    internal: String(error),
  });
}

/**
 * A PSP through the Banco Central's standard API Pix (bacen/pix-api): immediate charges
 * (PUT /cob/{txid}; GET /cob/{txid}), charges with a due date (PUT /cobv/{txid}; GET /cobv/{txid}; scopes
 * `cobv.write cobv.read` in PIX_OAUTH_SCOPES), the received Pix (GET /pix/{e2eid}, confirmed before any credit:
 * a webhook is only a notice) and refunds (PUT /pix/{e2eid}/devolucao/{id}), over mutual TLS with an
 * OAuth2 client-credentials token. The BR Code is the PSP's `pixCopiaECola` (dynamic, with its
 * `location`). Sending Pix and the DICT lookup are not in the standard API: they go through the
 * PSP-specific gateway (psp-gateway.ts).
 */
export class BacenPixPsp implements PixProvider {
  readonly name = 'bacen';
  readonly client: PspClient;
  readonly gateway: PspGateway;

  constructor(
    private readonly platform: Platform,
    private readonly options: BacenOptions,
    gateway?: PspGateway,
  ) {
    this.client = new PspClient(options);
    this.gateway =
      gateway ??
      new HttpPspGateway(this.client, {
        payoutUrl: options.payoutUrl ?? options.apiUrl,
        dictUrl: options.dictUrl ?? options.apiUrl,
      });
    platform.onClose(() => this.client.close());
  }

  /** 35 letters and digits: the API Pix wants 26 to 35. */
  newTxid(): string {
    return `PLC${[...randomBytes(32)].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
  }

  private api(operation: string, method: string, path: string, body?: unknown): Promise<PspResponse> {
    return this.client.call(operation, method, join(this.options.apiUrl, path), body);
  }

  private fail(operation: string, res: PspResponse): never {
    const error = new PspError(operation, res.status, problemOf(res.body));
    this.platform.log.warn(
      { operation, status: res.status, problem: problemOf(res.body) },
      'pix provider refused a call',
    );
    throw error;
  }

  async createCharge(input: CreateChargeInput): Promise<Charge> {
    if (!COB_TXID.test(input.txid))
      throw bettorError(new Error(`txid ${input.txid} is not 26-35 letters and digits`), 'charge');
    try {
      const res = await this.api('PUT /cob', 'PUT', `/cob/${input.txid}`, {
        calendario: { expiracao: input.expiresInSeconds },
        devedor: { cpf: input.debtor.cpf, nome: input.debtor.name.slice(0, 200) },
        valor: { original: reais(input.amount) },
        chave: this.options.merchantKey,
        solicitacaoPagador: input.description.slice(0, 140),
      });
      if (res.status !== 201 && res.status !== 200) this.fail('PUT /cob', res);
      const cob = res.body as {
        txid?: string;
        status?: string;
        pixCopiaECola?: string;
        calendario?: { criacao?: string; expiracao?: number };
      };
      if (cob?.txid !== input.txid || typeof cob.pixCopiaECola !== 'string' || cob.pixCopiaECola === '')
        throw new PspError('PUT /cob', res.status, { title: 'answer without txid or pixCopiaECola' });
      const created = cob.calendario?.criacao ? new Date(cob.calendario.criacao) : new Date();
      const expiresIn = cob.calendario?.expiracao ?? input.expiresInSeconds;
      return {
        txid: cob.txid,
        brCode: cob.pixCopiaECola,
        expiresAt: new Date(
          (Number.isNaN(created.getTime()) ? Date.now() : created.getTime()) + expiresIn * 1000,
        ),
        status: cob.status === 'CONCLUIDA' ? 'CONCLUIDA' : 'ATIVA',
      };
    } catch (error) {
      if (!(error instanceof AppError))
        this.platform.log.error({ err: error, txid: input.txid }, 'pix charge not created');
      throw bettorError(error, 'charge');
    }
  }

  /** GET /cob/{txid}: the charge's status at the PSP (ATIVA, CONCLUIDA, REMOVIDA_PELO_USUARIO_RECEBEDOR, REMOVIDA_PELO_PSP). */
  async chargeStatus(txid: string): Promise<string | null> {
    const res = await this.api('GET /cob', 'GET', `/cob/${txid}`);
    if (res.status === 404) return null;
    if (res.status !== 200) this.fail('GET /cob', res);
    return String((res.body as { status?: unknown }).status ?? '');
  }

  /**
   * PUT /cobv/{txid}: a charge with a due date (deposits use immediate charges). Checked before the call
   * (txid, due date, amount) and after it (the PSP's txid, `pixCopiaECola`, due date); a refusal is the
   * same pt-BR error as a cob's, and nothing is written here.
   */
  async createDueCharge(input: CreateDueChargeInput): Promise<DueCharge> {
    try {
      if (!COB_TXID.test(input.txid)) throw new Error(`txid ${input.txid} is not 26-35 letters and digits`);
      if (!isDueDate(input.dueDate)) throw new Error(`due date ${input.dueDate} is not YYYY-MM-DD`);
      if (!Number.isInteger(input.daysValidAfterDue) || input.daysValidAfterDue < 0)
        throw new Error(`validadeAposVencimento ${input.daysValidAfterDue} is not a whole number of days`);
      if (!Number.isInteger(input.amount) || input.amount <= 0)
        throw new Error(`amount ${input.amount} is not a positive number of centavos`);
      const res = await this.api('PUT /cobv', 'PUT', `/cobv/${input.txid}`, {
        calendario: {
          dataDeVencimento: input.dueDate,
          validadeAposVencimento: input.daysValidAfterDue,
        },
        devedor: { cpf: input.debtor.cpf, nome: input.debtor.name.slice(0, 200) },
        valor: { original: reais(input.amount) },
        chave: this.options.merchantKey,
        solicitacaoPagador: input.description.slice(0, 140),
      });
      if (res.status !== 201 && res.status !== 200) this.fail('PUT /cobv', res);
      const cobv = this.dueChargeOf('PUT /cobv', input.txid, res);
      if (cobv.brCode === null || cobv.brCode === '')
        throw new PspError('PUT /cobv', res.status, { title: 'answer without pixCopiaECola' });
      return { ...cobv, brCode: cobv.brCode };
    } catch (error) {
      if (!(error instanceof AppError))
        this.platform.log.error({ err: error, txid: input.txid }, 'pix due charge not created');
      throw bettorError(error, 'charge');
    }
  }

  /** GET /cobv/{txid}: a charge with a due date as the PSP has it now; null when the PSP has none. */
  async getDueCharge(txid: string): Promise<DueChargeState | null> {
    try {
      if (!COB_TXID.test(txid)) throw new Error(`txid ${txid} is not 26-35 letters and digits`);
      const res = await this.api('GET /cobv', 'GET', `/cobv/${txid}`);
      if (res.status === 404) return null;
      if (res.status !== 200) this.fail('GET /cobv', res);
      return this.dueChargeOf('GET /cobv', txid, res);
    } catch (error) {
      if (!(error instanceof AppError))
        this.platform.log.error({ err: error, txid }, 'pix due charge not read');
      throw bettorError(error, 'charge');
    }
  }

  /** A cobv answer, or a PspError naming what is missing (never a half-read charge). */
  private dueChargeOf(operation: string, txid: string, res: PspResponse): DueChargeState {
    const cobv = (res.body ?? {}) as CobvAnswer;
    const status = CHARGE_STATUSES.find((s) => s === cobv.status);
    const dueDate = cobv.calendario?.dataDeVencimento ?? '';
    const amount = centavos(cobv.valor?.original);
    if (cobv.txid !== txid || !status || !isDueDate(dueDate) || Number.isNaN(amount))
      throw new PspError(operation, res.status, {
        title: 'answer without txid, status, dataDeVencimento or valor.original',
      });
    const validity = cobv.calendario?.validadeAposVencimento;
    return {
      txid,
      brCode: typeof cobv.pixCopiaECola === 'string' ? cobv.pixCopiaECola : null,
      dueDate,
      daysValidAfterDue: Number.isInteger(validity) ? (validity as number) : 30,
      amount,
      status,
    };
  }

  /**
   * A received Pix as the PSP records it (GET /pix/{e2eid}). The webhook only says that something arrived:
   * what is credited comes from here, so a forged or altered notice cannot credit anything.
   */
  async confirmReceivedPix(notice: WebhookPixNotice): Promise<ReceivedPixItem | null> {
    if (!END_TO_END_ID.test(notice.endToEndId)) return null;
    const res = await this.api('GET /pix', 'GET', `/pix/${notice.endToEndId}`);
    if (res.status === 404) return null;
    if (res.status !== 200) this.fail('GET /pix', res);
    const pix = res.body as { endToEndId?: string; txid?: string; valor?: string; horario?: string };
    if (pix?.endToEndId !== notice.endToEndId || typeof pix.valor !== 'string' || !pix.horario) return null;
    const cpf = at(pix, this.options.payerCpfPath);
    const nome = at(pix, this.options.payerNamePath);
    return {
      endToEndId: pix.endToEndId,
      txid: typeof pix.txid === 'string' ? pix.txid : '',
      valor: pix.valor,
      horario: pix.horario,
      pagador: {
        cpf: typeof cpf === 'string' ? cpf.replace(/\D/g, '') : '',
        nome: typeof nome === 'string' ? nome.slice(0, 200) : '',
      },
    };
  }

  /**
   * Asks the PSP to return a received Pix (devolução). When the PSP does not take it now (down, a 5xx, a
   * refused token), the refund is kept and sent again by the retry loop (`retryRefunds`): the caller's
   * webhook is acknowledged and the money still goes back. The PUT is idempotent by its id.
   */
  async refund(input: RefundRequest) {
    const id = input.refundId.replace(/[^a-zA-Z0-9]/g, '').slice(0, 35);
    if (!REFUND_ID.test(id)) throw new Error(`refund id ${input.refundId} has no letters or digits`);
    const refund = { ...input, refundId: id };
    try {
      await this.sendRefund(refund);
    } catch (error) {
      this.platform.log.warn({ err: error, endToEndId: input.endToEndId }, 'pix refund kept for a retry');
      await keepRefundForRetry(this.platform, refund, error);
    }
  }

  private async sendRefund(refund: RefundRequest) {
    const res = await this.api(
      'PUT /devolucao',
      'PUT',
      `/pix/${refund.endToEndId}/devolucao/${refund.refundId}`,
      {
        valor: reais(refund.amount),
        natureza: 'ORIGINAL',
        descricao: refund.reason.slice(0, 140),
      },
    );
    if (res.status !== 201 && res.status !== 200) this.fail('PUT /devolucao', res);
  }

  /** Sends again the refunds the PSP did not take (every node may run it: rows are claimed). */
  retryRefunds(options: { horizonMs?: number } = {}) {
    return retryDueRefunds(this.platform, (r) => this.sendRefund(r), options);
  }

  /** Background work: the refund retry loop, every 30 s until the platform closes. */
  start() {
    let running: Promise<unknown> = Promise.resolve();
    const timer = setInterval(() => {
      running = running
        .then(() => this.retryRefunds())
        .catch((error) => this.platform.log.warn({ err: error }, 'pix refund retries'));
    }, 30_000);
    timer.unref();
    this.platform.onClose(async () => {
      clearInterval(timer);
      await running;
    });
  }

  async payout(input: PayoutInput) {
    await this.gateway.sendPix(input);
  }

  async lookupKey(keyType: TPixKeyType, key: string): Promise<KeyOwner | null> {
    try {
      return await this.gateway.lookupKey(keyType, key);
    } catch (error) {
      this.platform.log.error({ err: error, keyType }, 'pix key lookup failed');
      throw bettorError(error, 'key');
    }
  }
}

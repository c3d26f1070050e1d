import type { TPixKeyType, TPixWebhookBody } from '@placar/contract';

/**
 * What Placar needs from a Pix payment service provider, modelled on the Banco Central's API Pix:
 * immediate charges (cob) with a txid and an expiry, refunds (devolução) of a received Pix, payouts to a
 * key, and the DICT lookup of a key's owner. Received Pix and payout results arrive by webhook
 * (POST /api/pix/webhook): HMAC-signed with WEBHOOK_SECRET from the sandbox; from a real PSP over mutual
 * TLS checked at the edge, with the PIX_WEBHOOK_TOKEN in the URL, and each Pix confirmed at the PSP.
 */
export interface PixProvider {
  /** `sandbox` (embedded stand-in, never in production) or `bacen` (API Pix). */
  readonly name: string;
  createCharge(input: CreateChargeInput): Promise<Charge>;
  refund(input: { endToEndId: string; refundId: string; amount: number; reason: string }): Promise<void>;
  payout(input: PayoutInput): Promise<void>;
  lookupKey(keyType: TPixKeyType, key: string): Promise<KeyOwner | null>;
  /** A txid in the provider's rules (API Pix: 26-35 letters and digits); default: begin-deposit's. */
  newTxid?(): string;
  /**
   * The PSP's own record of a Pix a webhook announced (API Pix: GET /pix/{e2eid}); null when it has none.
   * A provider with this method is trusted for nothing the webhook body says but the endToEndId.
   */
  confirmReceivedPix?(notice: WebhookPixNotice): Promise<ReceivedPixItem | null>;
  /** The provider's background work (API Pix: refunds the PSP did not take, sent again). */
  start?(): void;
  /**
   * A charge with a due date, for a bettor paying later — deposits use immediate charges (API Pix cobv:
   * PUT /cobv/{txid}). Only the API Pix adapter has it; the sandbox does not.
   */
  createDueCharge?(input: CreateDueChargeInput): Promise<DueCharge>;
  /** A charge with a due date as the PSP has it now (API Pix: GET /cobv/{txid}); null when it has none. */
  getDueCharge?(txid: string): Promise<DueChargeState | null>;
}

/** A received Pix, as the payments module credits or refunds it. */
export type ReceivedPixItem = NonNullable<PixWebhookBody['pix']>[number];

/** An item of the API Pix webhook (`{ pix: [...] }`, schema `Pix`): no payer, maybe no txid. */
export type WebhookPixNotice = { endToEndId: string; txid?: string; valor?: string; horario?: string };

export type CreateChargeInput = {
  /** 1-25 letters or digits, unique per charge. */
  txid: string;
  /** Centavos. */
  amount: number;
  expiresInSeconds: number;
  /** Who is expected to pay (cob devedor): the bettor. */
  debtor: { cpf: string; name: string };
  description: string;
};

export type Charge = { txid: string; brCode: string; expiresAt: Date; status: 'ATIVA' | 'CONCLUIDA' };

export type CreateDueChargeInput = {
  /** 26-35 letters and digits (API Pix `TxId`), unique per charge. */
  txid: string;
  /** Centavos. */
  amount: number;
  /** The due date, YYYY-MM-DD (cobv `calendario.dataDeVencimento`). */
  dueDate: string;
  /** Days the charge can still be paid after the due date (cobv `calendario.validadeAposVencimento`). */
  daysValidAfterDue: number;
  /** Who is expected to pay (cobv devedor, required): the bettor. */
  debtor: { cpf: string; name: string };
  description: string;
};

/** API Pix `CobrancaStatus`. */
export type ChargeStatus = 'ATIVA' | 'CONCLUIDA' | 'REMOVIDA_PELO_USUARIO_RECEBEDOR' | 'REMOVIDA_PELO_PSP';

/** A charge with a due date as the PSP answered it; `brCode` is the PSP's `pixCopiaECola`. */
export type DueCharge = {
  txid: string;
  brCode: string;
  dueDate: string;
  daysValidAfterDue: number;
  /** Centavos (cobv `valor.original`). */
  amount: number;
  status: ChargeStatus;
};

/** A charge with a due date read back (GET /cobv/{txid}): the PSP may leave `pixCopiaECola` out. */
export type DueChargeState = Omit<DueCharge, 'brCode'> & { brCode: string | null };

export type PayoutInput = {
  /** Idempotency key at the PSP (idEnvio). */
  payoutId: string;
  keyType: TPixKeyType;
  key: string;
  /** Centavos. */
  amount: number;
  /** The payout is refused unless the key belongs to this CPF. */
  ownerCpf: string;
};

export type KeyOwner = {
  keyType: TPixKeyType;
  key: string;
  ownerCpf: string;
  ownerName: string;
  bankName: string;
};

type WebhookPix = NonNullable<TPixWebhookBody['pix']>[number];

/**
 * A webhook body as it is applied: the contract's (TPixWebhookBody), each received Pix with its txid and
 * payer known (the sandbox sends them; a real PSP's are read back from GET /pix/{e2eid}).
 */
export type PixWebhookBody = {
  pix?: (WebhookPix & Required<Pick<WebhookPix, 'txid' | 'pagador'>>)[];
  pagamentos?: TPixWebhookBody['pagamentos'];
};

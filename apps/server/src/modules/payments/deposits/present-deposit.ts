import {
  centavosToReais,
  type TPixDeposit,
  TRANSACTION_STATUS_LABEL_PT,
  type TTransactionStatus,
} from '@placar/contract';
import type { Selectable } from 'kysely';
import QRCode from 'qrcode';
import type { Platform } from '../../../platform/context';
import type { PaymentsTables } from '../payments.tables';
import { sandboxPsp } from '../provider';

export type DepositViewRow = Selectable<PaymentsTables['pix_deposits_view']>;

/** The sandbox pay page: only with the sandbox PSP, and never in a production build (the branch is left out). */
function sandboxPayUrl(platform: Platform, txid: string): string | null {
  if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__) {
    if (sandboxPsp(platform)) return `/sandbox/pix/pay/${txid}`;
  }
  return null;
}

export async function presentDeposit(platform: Platform, d: DepositViewRow): Promise<TPixDeposit> {
  const status = d.effective_status as TTransactionStatus;
  return {
    transactionId: d.id,
    amount: centavosToReais(d.amount),
    status,
    statusLabel: TRANSACTION_STATUS_LABEL_PT[status] ?? String(status),
    txid: d.txid,
    brCode: d.br_code,
    qrCodeImage: await QRCode.toDataURL(d.br_code, { errorCorrectionLevel: 'M', margin: 1, width: 280 }),
    expiresAt: new Date(d.expires_at).toISOString(),
    createdAt: new Date(d.created_at).toISOString(),
    paidAt: d.paid_at ? new Date(d.paid_at).toISOString() : null,
    sandboxPayUrl: sandboxPayUrl(platform, d.txid),
  };
}

import { randomBytes } from 'node:crypto';
import { reaisToCentavos, type TBeginDepositRequest } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { assertDepositWithinLimits } from '../../responsible-gaming';
import { loadBettor } from '../bettor';
import { paymentsSettings } from '../payments.config';
import { paymentsDb } from '../payments.repository';
import { pixProvider } from '../provider';
import { assertDepositAllowed, getDepositLimits } from './deposit-limits';
import { depositedSince } from './deposit-totals';
import { countOpenCharges, insertDeposit } from './deposits.repository';
import { type DepositViewRow, presentDeposit } from './present-deposit';

/** Open (unpaid, unexpired) charges a bettor may hold at once. */
export const MAX_OPEN_CHARGES = 5;

async function assertFewOpenCharges(platform: Platform, userId: number) {
  if ((await countOpenCharges(paymentsDb(platform.db), userId)) >= MAX_OPEN_CHARGES) {
    throw new AppError('TOO_MANY_REQUESTS', {
      message: `Você já tem ${MAX_OPEN_CHARGES} Pix de depósito aguardando pagamento. Pague um deles ou aguarde expirarem.`,
    });
  }
}

const ALPHANUMERIC = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** 25 letters and digits: the longest txid field 62-05 of the BR Code takes. */
export function newTxid(): string {
  const bytes = randomBytes(22);
  return `PLC${[...bytes].map((b) => ALPHANUMERIC[b % ALPHANUMERIC.length]).join('')}`;
}

/**
 * Opens a Pix deposit: checks the bettor, the maintenance flags and the limits, creates the charge
 * (cob) at the PSP with the bettor as debtor, and records it pending until the PSP's webhook.
 */
export async function beginDeposit(
  platform: Platform,
  userId: number,
  request: Required<TBeginDepositRequest>,
) {
  const bettor = await loadBettor(platform, userId, 'deposit');
  const amount = reaisToCentavos(request.amount);
  assertDepositAllowed(await getDepositLimits(platform, userId, request.providerId), amount);
  await assertFewOpenCharges(platform, userId);
  await assertDepositWithinLimits(platform, userId, amount, (since) =>
    depositedSince(platform, userId, since),
  );
  const provider = pixProvider(platform);
  const txid = provider.newTxid?.() ?? newTxid();
  const charge = await provider.createCharge({
    txid,
    amount,
    expiresInSeconds: paymentsSettings(platform).PIX_DEPOSIT_EXPIRY_SECONDS,
    debtor: { cpf: bettor.cpf, name: bettor.fullName },
    description: 'Depósito na Placar',
  });
  const row = await insertDeposit(paymentsDb(platform.db), {
    user_id: userId,
    provider_id: request.providerId,
    txid: charge.txid,
    amount,
    br_code: charge.brCode,
    expires_at: charge.expiresAt,
  });
  return presentDeposit(platform, { ...row, effective_status: row.status } as DepositViewRow);
}

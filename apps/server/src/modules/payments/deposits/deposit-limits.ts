import { DEPOSIT_PRESETS, PIX_DEPOSIT_MIN, PIX_PROVIDERS, reaisToCentavos } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { getFlags } from '../../flags';
import { getUserBalances } from '../../wallet';

export const PIX_MAINTENANCE_MESSAGE =
  'Os depósitos por Pix estão em manutenção. Tente novamente em alguns minutos.';

export type DepositLimits = {
  /** Centavos. */
  min: number;
  /** Centavos: the smaller of max-deposit-limit and the room left under max-wallet-balance. */
  max: number;
  perDepositMax: number;
  walletRoom: number;
  inMaintenance: boolean;
  presets: readonly number[];
};

/** The limits of seed 000 section 5: flags max-deposit-limit and max-wallet-balance, and the Pix maintenance flags. */
export async function getDepositLimits(
  platform: Platform,
  userId: number,
  providerId?: number,
): Promise<DepositLimits> {
  const flags = await getFlags(platform);
  const balances = await getUserBalances(platform, userId);
  const held = balances.real + balances.bonus + balances.withdrawalReserve + balances.betsInPlay;
  const perDepositMax = reaisToCentavos(flags['max-deposit-limit']);
  const walletRoom = Math.max(reaisToCentavos(flags['max-wallet-balance']) - held, 0);
  const providers =
    providerId === undefined ? PIX_PROVIDERS : PIX_PROVIDERS.filter((p) => p.id === providerId);
  const inMaintenance = flags['payment-maintenance-pix'] || providers.every((p) => flags[p.flag]);
  return {
    min: reaisToCentavos(PIX_DEPOSIT_MIN),
    max: Math.min(perDepositMax, walletRoom),
    perDepositMax,
    walletRoom,
    inMaintenance,
    presets: DEPOSIT_PRESETS,
  };
}

const brl = (centavos: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' })
    .format(centavos / 100)
    .replace(/\u00a0/g, ' ');

/** Throws the clear 4xx (or the 503 of maintenance) that stops a deposit of `amount` centavos. */
export function assertDepositAllowed(limits: DepositLimits, amount: number) {
  if (limits.inMaintenance)
    throw new AppError('MAINTENANCE', { message: PIX_MAINTENANCE_MESSAGE, context: { method: 'pix' } });
  if (amount < limits.min) {
    throw new AppError('DEPOSIT_BELOW_MINIMUM', {
      message: `O depósito mínimo é ${brl(limits.min)}.`,
      context: { field: 'amount', min: limits.min / 100 },
    });
  }
  if (amount > limits.perDepositMax) {
    throw new AppError('DEPOSIT_ABOVE_LIMIT', {
      message: `O depósito máximo é ${brl(limits.perDepositMax)}.`,
      context: { field: 'amount', max: limits.perDepositMax / 100 },
    });
  }
  if (amount > limits.walletRoom) {
    throw new AppError('WALLET_ABOVE_LIMITS', {
      status: 422,
      message: `Com este depósito seu saldo passaria do limite da carteira. Você pode depositar até ${brl(limits.walletRoom)}.`,
      context: { field: 'amount', max: limits.walletRoom / 100 },
    });
  }
}

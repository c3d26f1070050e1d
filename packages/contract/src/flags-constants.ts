/**
 * The zod-free part of the flags contract (seed 000 section 3, "Flags"): names, kinds, defaults and
 * labels, with typed hand-checks of a flag value and of the maintenance message. The web shell reads
 * the flags on every page through this file only, so zod stays out of the first load; `flags.ts`
 * builds the zod schemas from the same table and re-exports all of it.
 */

export const PAYMENT_MAINTENANCE_KEYS = [
  'card',
  'spei',
  'conekta',
  'pix',
  'pix-astropay-deposits',
  'pix-trio-deposits',
  'pix-vpag-deposits',
  'pix-pay4fun-deposits',
  'pix-efi-deposits',
  'tupay',
  'bank-transfer',
  'pago-efectivo',
  'yape',
] as const;

export const PROMOTIONS = ['cashback', 'giveaway', 'referral', 'free-bets', 'free-spins'] as const;

/** 'on': a boolean switch; 'reais': a positive amount in reais. */
export type TFlagKind = 'on' | 'reais';
type Entry<K extends TFlagKind, D> = { kind: K; default: D; label: string };
type On = Entry<'on', boolean>;

export const FLAG_TABLE = {
  'maintenance-global': { kind: 'on', default: false, label: 'Manutenção geral' },
  'maintenance-sportsbook': { kind: 'on', default: false, label: 'Manutenção de esportes' },
  'maintenance-casino': { kind: 'on', default: false, label: 'Manutenção do cassino' },
  'maintenance-giveaway': { kind: 'on', default: false, label: 'Manutenção de sorteios' },
  'maintenance-register': { kind: 'on', default: false, label: 'Cadastro fechado' },
  ...(Object.fromEntries(
    PAYMENT_MAINTENANCE_KEYS.map((k) => [
      `payment-maintenance-${k}`,
      { kind: 'on', default: false, label: `Manutenção de pagamento: ${k}` },
    ]),
  ) as unknown as Record<`payment-maintenance-${(typeof PAYMENT_MAINTENANCE_KEYS)[number]}`, On>),
  freshChat: { kind: 'on', default: false, label: 'Chat principal em manutenção' },
  chatDisabled: { kind: 'on', default: false, label: 'Chat desativado' },
  'max-deposit-limit': { kind: 'reais', default: 50_000, label: 'Depósito máximo (R$)' },
  'max-wallet-balance': { kind: 'reais', default: 250_000, label: 'Saldo máximo da carteira (R$)' },
  'feature-casino': { kind: 'on', default: true, label: 'Cassino' },
  'feature-sportsbook': { kind: 'on', default: true, label: 'Esportes' },
  'feature-promotions': { kind: 'on', default: true, label: 'Promoções' },
  'feature-referral': { kind: 'on', default: true, label: 'Indique e ganhe' },
  'feature-tfa': { kind: 'on', default: false, label: 'Autenticação em dois fatores' },
  'feature-google-registration': { kind: 'on', default: true, label: 'Cadastro com Google' },
  ...(Object.fromEntries(
    PROMOTIONS.map((p) => [`feature-promotion-${p}`, { kind: 'on', default: true, label: `Promoção: ${p}` }]),
  ) as unknown as Record<`feature-promotion-${(typeof PROMOTIONS)[number]}`, On>),
} as const satisfies Record<string, On | Entry<'reais', number>>;

export type TFlagName = keyof typeof FLAG_TABLE;
export type TFlags = {
  [K in TFlagName]: (typeof FLAG_TABLE)[K]['default'] extends boolean ? boolean : number;
};

export const FLAG_NAMES = Object.keys(FLAG_TABLE) as TFlagName[];

export function isFlagName(name: string): name is TFlagName {
  return Object.hasOwn(FLAG_TABLE, name);
}

export function defaultFlags(): TFlags {
  return Object.fromEntries(FLAG_NAMES.map((n) => [n, FLAG_TABLE[n].default])) as TFlags;
}

/** A value the flag accepts (what its schema in `FLAG_DEFINITIONS` accepts): a boolean, or reais > 0. */
export function isFlagValue<K extends TFlagName>(name: K, value: unknown): value is TFlags[K] {
  if (FLAG_TABLE[name].kind === 'on') return typeof value === 'boolean';
  return typeof value === 'number' && Number.isFinite(value) && value > 0;
}

/** GET /api/MaintenanceMessage/GetActiveMessage (the global announcement). */
export type TMaintenanceMessage = { isActive: boolean; title: string; description: string };

/** What `ZMaintenanceMessage` accepts, checked by hand (answers the message without unknown keys). */
export function readMaintenanceMessage(value: unknown): TMaintenanceMessage | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const m = value as Record<string, unknown>;
  if (typeof m.isActive !== 'boolean' || typeof m.title !== 'string' || typeof m.description !== 'string')
    return null;
  return { isActive: m.isActive, title: m.title, description: m.description };
}

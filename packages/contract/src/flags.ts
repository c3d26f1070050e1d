import { z } from 'zod';

/**
 * The remote flags of seed 000 (section 3, "Flags"), served as `/flags/{name}.json` → `{ value }`.
 * Names are namespaced so that, e.g., the casino maintenance switch and the casino feature switch
 * stay distinct. `/flags/index.json` answers all of them at once.
 */
const on = z.boolean();
const reais = z.number().positive();

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

export const FLAG_DEFINITIONS = {
  'maintenance-global': { schema: on, default: false, label: 'Manutenção geral' },
  'maintenance-sportsbook': { schema: on, default: false, label: 'Manutenção de esportes' },
  'maintenance-casino': { schema: on, default: false, label: 'Manutenção do cassino' },
  'maintenance-giveaway': { schema: on, default: false, label: 'Manutenção de sorteios' },
  'maintenance-register': { schema: on, default: false, label: 'Cadastro fechado' },
  ...(Object.fromEntries(
    PAYMENT_MAINTENANCE_KEYS.map((k) => [
      `payment-maintenance-${k}`,
      { schema: on, default: false, label: `Manutenção de pagamento: ${k}` },
    ]),
  ) as unknown as Record<
    `payment-maintenance-${(typeof PAYMENT_MAINTENANCE_KEYS)[number]}`,
    FlagDef<boolean>
  >),
  freshChat: { schema: on, default: false, label: 'Chat principal em manutenção' },
  chatDisabled: { schema: on, default: false, label: 'Chat desativado' },
  'max-deposit-limit': { schema: reais, default: 50_000, label: 'Depósito máximo (R$)' },
  'max-wallet-balance': { schema: reais, default: 250_000, label: 'Saldo máximo da carteira (R$)' },
  'feature-casino': { schema: on, default: true, label: 'Cassino' },
  'feature-sportsbook': { schema: on, default: true, label: 'Esportes' },
  'feature-promotions': { schema: on, default: true, label: 'Promoções' },
  'feature-referral': { schema: on, default: true, label: 'Indique e ganhe' },
  'feature-tfa': { schema: on, default: false, label: 'Autenticação em dois fatores' },
  'feature-google-registration': { schema: on, default: true, label: 'Cadastro com Google' },
  ...(Object.fromEntries(
    PROMOTIONS.map((p) => [`feature-promotion-${p}`, { schema: on, default: true, label: `Promoção: ${p}` }]),
  ) as unknown as Record<`feature-promotion-${(typeof PROMOTIONS)[number]}`, FlagDef<boolean>>),
} as const;

type FlagDef<T> = { schema: z.ZodType<T>; default: T; label: string };

export type TFlagName = keyof typeof FLAG_DEFINITIONS;
export type TFlags = {
  [K in TFlagName]: (typeof FLAG_DEFINITIONS)[K]['default'] extends boolean ? boolean : number;
};

export const FLAG_NAMES = Object.keys(FLAG_DEFINITIONS) as TFlagName[];

export function isFlagName(name: string): name is TFlagName {
  return Object.hasOwn(FLAG_DEFINITIONS, name);
}

export function defaultFlags(): TFlags {
  return Object.fromEntries(FLAG_NAMES.map((n) => [n, FLAG_DEFINITIONS[n].default])) as TFlags;
}

export const ZFlagValue = z.object({ value: z.union([z.boolean(), z.number()]) });
export const ZFlagsIndex = z.object({ value: z.record(z.string(), z.union([z.boolean(), z.number()])) });
export const ZSetFlagRequest = z.object({ value: z.union([z.boolean(), z.number()]) });

export const ZMaintenanceMessage = z.object({
  isActive: z.boolean(),
  title: z.string(),
  description: z.string(),
});
export type TMaintenanceMessage = z.infer<typeof ZMaintenanceMessage>;

export const ZSetMaintenanceMessageRequest = z.object({
  isActive: z.boolean(),
  title: z.string().trim().max(120),
  description: z.string().trim().max(1000),
});

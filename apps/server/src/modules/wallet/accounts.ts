/**
 * Ledger accounts. Each user has a real wallet, a bonus wallet, a withdrawal reserve and a bets-in-play
 * account, all of which can never go below zero; the system accounts are the counterparties of money
 * entering or leaving the platform (Pix clearing), or won and lost (house, casino, promotions).
 */
export const USER_ACCOUNT_KINDS = ['user_real', 'user_bonus', 'withdrawal_reserve', 'bets_in_play'] as const;
export const SYSTEM_ACCOUNT_KINDS = ['house', 'pix_clearing', 'casino', 'promotions'] as const;

export type UserAccountKind = (typeof USER_ACCOUNT_KINDS)[number];
export type SystemAccountKind = (typeof SYSTEM_ACCOUNT_KINDS)[number];
export type AccountKind = UserAccountKind | SystemAccountKind;

export type AccountRef = { kind: UserAccountKind; userId: number } | { kind: SystemAccountKind };

export function isUserAccountKind(kind: string): kind is UserAccountKind {
  return (USER_ACCOUNT_KINDS as readonly string[]).includes(kind);
}

/** Shorthands for the accounts other modules name in their transfers. */
export const accounts = {
  real: (userId: number): AccountRef => ({ kind: 'user_real', userId }),
  bonus: (userId: number): AccountRef => ({ kind: 'user_bonus', userId }),
  withdrawalReserve: (userId: number): AccountRef => ({ kind: 'withdrawal_reserve', userId }),
  betsInPlay: (userId: number): AccountRef => ({ kind: 'bets_in_play', userId }),
  house: { kind: 'house' } as AccountRef,
  pixClearing: { kind: 'pix_clearing' } as AccountRef,
  casino: { kind: 'casino' } as AccountRef,
  promotions: { kind: 'promotions' } as AccountRef,
} as const;

export const ownerOf = (ref: AccountRef): number => ('userId' in ref ? ref.userId : 0);
export const accountKey = (ref: AccountRef): string => `${ref.kind}:${ownerOf(ref)}`;

export function refOf(kind: string, userId: number): AccountRef {
  if (isUserAccountKind(kind)) return { kind, userId };
  return { kind: kind as SystemAccountKind };
}

import type { TStaffRole } from '@placar/contract/staff-constants';

export type AreaId =
  | 'dashboard'
  | 'bettors'
  | 'identity'
  | 'withdrawals'
  | 'trading'
  | 'casino'
  | 'site'
  | 'compliance'
  | 'reports'
  | 'staff';

export type Area = {
  id: AreaId;
  label: string;
  /** Under the app's base (/backoffice). */
  path: string;
  /** Who sees it besides admin (admin sees every area). */
  roles: readonly TStaffRole[];
};

/** The nine areas of issue 19, then staff management (admin only), in menu order. */
export const AREAS: readonly Area[] = [
  { id: 'dashboard', label: 'Painel', path: '/painel', roles: ['finance', 'compliance'] },
  { id: 'bettors', label: 'Apostadores', path: '/apostadores', roles: ['support', 'kyc', 'compliance'] },
  { id: 'identity', label: 'Verificação de identidade', path: '/verificacao', roles: ['kyc'] },
  { id: 'withdrawals', label: 'Saques', path: '/saques', roles: ['finance'] },
  { id: 'trading', label: 'Trading', path: '/trading', roles: ['trader'] },
  { id: 'casino', label: 'Cassino', path: '/cassino', roles: ['trader'] },
  { id: 'site', label: 'Site', path: '/site', roles: [] },
  { id: 'compliance', label: 'Compliance', path: '/compliance/auditoria', roles: ['compliance'] },
  { id: 'reports', label: 'Relatórios', path: '/relatorios', roles: ['finance', 'compliance'] },
  { id: 'staff', label: 'Equipe', path: '/equipe', roles: [] },
];

/**
 * The areas whose screens exist (their server calls have landed). The others stay out of the menu
 * and out of the router: no placeholder pages. Add an area here when its screen lands.
 */
export const BUILT_AREAS: ReadonlySet<AreaId> = new Set<AreaId>(['compliance', 'staff']);

/** Whether these roles may open the area (admin may open all). */
export const allows = (roles: readonly TStaffRole[], id: AreaId) =>
  roles.includes('admin') || (AREAS.find((a) => a.id === id)?.roles.some((r) => roles.includes(r)) ?? false);

/** The menu of these roles: the built areas they may open, in order. */
export const menuFor = (roles: readonly TStaffRole[], built: ReadonlySet<AreaId> = BUILT_AREAS) =>
  AREAS.filter((a) => built.has(a.id) && allows(roles, a.id));

import type { Platform } from '../../../platform/context';
import { hashPassword } from '../password/passwords';
import { findUserByEmail, insertUser } from '../users.repository';

/**
 * Demo accounts of an embedded start (PlacarModule.seedDemo). The wallet and identity modules give
 * the demo bettor a deposit and full validation in their own seedDemo, finding it with `findDemoBettorId`.
 */
export const DEMO_BETTOR = {
  email: 'apostador@demo.placar.bet.br',
  password: 'Placar!Demo2026',
  fullName: 'Ana Beatriz Demonstração',
  cpf: '52998224725',
  birthDate: '1990-04-12',
  phone: '11987654321',
} as const;

export const DEMO_ADMIN = {
  email: 'admin@demo.placar.bet.br',
  password: 'Placar!Admin2026',
  fullName: 'Carlos Administrador Placar',
  cpf: '11144477735',
  birthDate: '1985-09-30',
  phone: '21998765432',
  roles: [1],
} as const;

async function ensureUser(
  platform: Platform,
  u: { email: string; password: string; fullName: string; cpf: string; birthDate: string; phone: string },
  roles: number[],
) {
  const existing = await findUserByEmail(platform.db, u.email);
  if (existing) return existing;
  const now = new Date();
  return insertUser(platform.db, {
    email: u.email,
    username: u.email,
    password_hash: await hashPassword(u.password),
    cpf: u.cpf,
    full_name: u.fullName,
    birth_date: u.birthDate,
    phone: u.phone,
    step: 2,
    roles,
    terms_accepted_at: now,
    rg_warning_accepted_at: now,
    password_changed_at: now,
  });
}

export async function seedAccountDemo(platform: Platform): Promise<string[]> {
  await ensureUser(platform, DEMO_BETTOR, []);
  await ensureUser(platform, DEMO_ADMIN, [...DEMO_ADMIN.roles]);
  return [
    `demo bettor: ${DEMO_BETTOR.email} / ${DEMO_BETTOR.password}`,
    `demo admin:  ${DEMO_ADMIN.email} / ${DEMO_ADMIN.password}`,
  ];
}

/** The demo bettor's user id (after the account module's seedDemo ran), for other modules' demo data. */
export async function findDemoBettorId(platform: Platform): Promise<number | undefined> {
  return (await findUserByEmail(platform.db, DEMO_BETTOR.email))?.id;
}

export async function findDemoAdminId(platform: Platform): Promise<number | undefined> {
  return (await findUserByEmail(platform.db, DEMO_ADMIN.email))?.id;
}

import type { TStaffRole } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { hashStaffPassword } from './passwords';
import { findStaffByEmail, insertStaff } from './staff.repository';
import { seal } from './totp-enrolment';

/** Every demo staff member's password (embedded mode only: production never seeds). */
const DEMO_STAFF_PASSWORD = 'Placar!Admin2026';

/**
 * The back office's demo staff of an embedded start: one per role, each with a FIXED authenticator
 * secret (already enrolled), so a person or a browser test signs in with the printed secret.
 */
export const DEMO_STAFF = [
  {
    role: 'admin',
    name: 'Carla Administradora',
    email: 'admin@demo.placar.bet.br',
    totpSecret: 'VBSTYEME5CNWNBRZVUTMIRYG2LXI3L6U',
  },
  {
    role: 'support',
    name: 'Sérgio Atendimento',
    email: 'suporte@demo.placar.bet.br',
    totpSecret: 'XRYA7PFONHTXCB3P66JUUNF6IKP4DSRQ',
  },
  {
    role: 'kyc',
    name: 'Karina Analista KYC',
    email: 'kyc@demo.placar.bet.br',
    totpSecret: 'MTQ5IAAEDMNZG2OAZF6RJKMG4CVKE3TE',
  },
  {
    role: 'trader',
    name: 'Tiago Trader',
    email: 'trader@demo.placar.bet.br',
    totpSecret: 'SSZVJNQKS5BGGIILHQIC5R3C2UPINMUN',
  },
  {
    role: 'finance',
    name: 'Fernanda Financeiro',
    email: 'financeiro@demo.placar.bet.br',
    totpSecret: 'ZEEMUZKOYDN2AAT2OE5ANRQ6FMGF7X5K',
  },
  {
    role: 'compliance',
    name: 'Cláudio Compliance',
    email: 'compliance@demo.placar.bet.br',
    totpSecret: 'VEJ5NCLX56YFFLYL4NPOU5J2HTTASF5Y',
  },
].map((m) => ({ ...m, role: m.role as TStaffRole, password: DEMO_STAFF_PASSWORD }));

/** Idempotent: a member already there is left as it is. Answers the banner's lines. */
export async function seedStaffDemo(platform: Platform): Promise<string[]> {
  const passwordHash = await hashStaffPassword(DEMO_STAFF_PASSWORD);
  for (const m of DEMO_STAFF) {
    if (await findStaffByEmail(platform.db, m.email)) continue;
    await insertStaff(platform.db, {
      email: m.email,
      name: m.name,
      password_hash: passwordHash,
      roles: [m.role],
      totp_secret: seal(platform, m.totpSecret),
    });
  }
  const [admin, ...others] = DEMO_STAFF;
  return [
    `back office (/backoffice) staff admin: ${admin!.email} / ${DEMO_STAFF_PASSWORD}  TOTP secret: ${admin!.totpSecret}`,
    `back office other roles (same password): ${others.map((m) => `${m.email} TOTP ${m.totpSecret}`).join('; ')}`,
  ];
}

import type { TAttribution } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { accountError } from '../account-errors';
import { assertPasswordAcceptable, hashPassword } from '../password/passwords';
import { sendEmailPin } from '../pin/email-pin';
import type { LoginContext } from '../session/client-context';
import { grantSession, toLoginResponse } from '../session/issue-session';
import { inAccountTransaction } from '../transaction.repository';
import { findUserByCpf, findUserByEmail, insertUser, type NewUser, type UserRow } from '../users.repository';

export type Registration = {
  email: string;
  password: string;
  cpf: string;
  fullName: string;
  birthDate: string;
  cellphone: string;
  nationality: string;
  attribution?: TAttribution;
};

/** 409 with the code of the first duplicate: e-mail or CPF (checked before writing anything). */
export async function assertNotRegistered(platform: Platform, email: string, cpf: string | null) {
  if (await findUserByEmail(platform.db, email))
    throw accountError('EMAIL_ALREADY_REGISTERED', { field: 'email' });
  if (cpf && (await findUserByCpf(platform.db, cpf)))
    throw accountError('CPF_ALREADY_REGISTERED', { field: 'cpf' });
}

/** A unique-index race between two sign-ups with the same e-mail or CPF is the same 409. */
export function mapUniqueViolation(error: unknown): unknown {
  const e = error as { code?: string; constraint?: string; message?: string };
  if (e?.code !== '23505') return error;
  const where = `${e.constraint ?? ''} ${e.message ?? ''}`;
  if (where.includes('cpf')) return accountError('CPF_ALREADY_REGISTERED', { field: 'cpf' });
  if (where.includes('google')) return accountError('GOOGLE_ACCOUNT_ALREADY_REGISTERED');
  return accountError('EMAIL_ALREADY_REGISTERED', { field: 'email' });
}

/** Inserts the user (and, for e-mail sign-ups, the first PIN) in one transaction. */
export async function createAccount(platform: Platform, user: NewUser, sendPin: boolean): Promise<UserRow> {
  try {
    return await inAccountTransaction(platform.db, async (trx) => {
      const row = await insertUser(trx, user);
      if (sendPin) await sendEmailPin(platform, row, trx);
      return row;
    });
  } catch (error) {
    throw mapUniqueViolation(error);
  }
}

/**
 * POST /api/Users/: creates the account at step 1 (e-mail not verified), e-mails the first PIN and
 * signs the user in, so the client can go straight to /verify-email.
 */
export async function registerUser(platform: Platform, input: Registration, ctx: LoginContext) {
  assertPasswordAcceptable(input.password, 'password', input.email);
  await assertNotRegistered(platform, input.email, input.cpf);
  const now = new Date();
  const user = await createAccount(
    platform,
    {
      email: input.email,
      username: input.email,
      password_hash: await hashPassword(input.password),
      cpf: input.cpf,
      full_name: input.fullName,
      birth_date: input.birthDate,
      phone: input.cellphone,
      nationality: input.nationality,
      step: 1,
      terms_accepted_at: now,
      rg_warning_accepted_at: now,
      password_changed_at: now,
      attribution: { ...(input.attribution ?? {}), registeredFrom: ctx.location },
    },
    true,
  );
  platform.bus.publish('account.registered', {
    userId: user.id,
    referralCode: input.attribution?.referralCode ?? null,
  });
  const tokens = await grantSession(
    platform,
    user,
    { ...ctx, deviceId: ctx.deviceId ?? input.attribution?.deviceId ?? null },
    false,
  );
  return toLoginResponse(user, tokens);
}

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { hash, verify } from '@node-rs/argon2';
import { serverRoot } from '../../../platform/root';
import { fieldError } from '../account-errors';

// OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane.
// algorithm 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, ARGON2);

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) return false;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let common: Set<string> | undefined;

/** The shipped list of common passwords (common-passwords.txt: leaked-password rankings + Brazilian favourites). */
export function isCommonPassword(password: string): boolean {
  common ??= new Set(
    readFileSync(join(serverRoot(), 'src/modules/account/password/common-passwords.txt'), 'utf8')
      .split('\n')
      .filter(Boolean),
  );
  return common.has(password.toLowerCase());
}

/** Length is checked by the contract schema; this refuses passwords that are common or contain the e-mail. */
export function assertPasswordAcceptable(password: string, field: string, email?: string) {
  if (isCommonPassword(password)) {
    throw fieldError(field, 'esta senha é muito comum e fácil de adivinhar; escolha outra');
  }
  const local = email?.split('@')[0]?.toLowerCase();
  if (local && local.length >= 4 && password.toLowerCase().includes(local)) {
    throw fieldError(field, 'a senha não pode conter o seu e-mail');
  }
}

/** A hash computed once to spend the same time on unknown e-mails as on wrong passwords. */
let dummyHash: Promise<string> | undefined;
export async function burnPasswordCheck(password: string) {
  dummyHash ??= hashPassword('placar-timing-equaliser');
  await verifyPassword(await dummyHash, password);
}

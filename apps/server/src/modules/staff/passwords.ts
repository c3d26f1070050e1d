import { randomBytes } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

// The account module's parameters (OWASP's argon2id baseline: 19 MiB, 2 iterations, 1 lane).
// algorithm 2 = Algorithm.Argon2id (a const enum, not importable under verbatimModuleSyntax).
const ARGON2 = { algorithm: 2, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashStaffPassword = (password: string) => hash(password, ARGON2);

/** A hash no password matches, verified for unknown e-mails so they take as long as known ones. */
let decoy: Promise<string> | undefined;

export async function verifyStaffPassword(
  passwordHash: string | undefined,
  password: string,
): Promise<boolean> {
  decoy ??= hash(randomBytes(16).toString('hex'), ARGON2);
  try {
    return await verify(passwordHash ?? (await decoy), password);
  } catch {
    return false;
  }
}

/** A temporary password handed to the member once (created, or reset by an admin): 16 characters. */
export const temporaryPassword = () => randomBytes(12).toString('base64url');

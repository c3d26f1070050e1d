import { randomInt } from 'node:crypto';
import { insertUser, type NewUser, type UserRow } from '../modules/account/users.repository';
import type { Platform } from '../platform/context';
import { generateCpf } from './cpf';

let seq = 0;

/**
 * A user row and a bearer token for it. Defaults: e-mail verified (step 2), active, valid CPF,
 * adult. Other modules' factories (wallet balance, identity validation) build on this.
 */
export async function createTestUser(
  platform: Platform,
  overrides: Partial<NewUser> = {},
): Promise<{ user: UserRow; token: string }> {
  seq += 1;
  const tag = `${Date.now().toString(36)}${seq}${randomInt(1000)}`;
  const user = await insertUser(platform.db, {
    email: `apostador.${tag}@example.com`,
    username: `apostador.${tag}@example.com`,
    full_name: 'Maria da Silva Teste',
    cpf: generateCpf(),
    birth_date: '1990-05-17',
    phone: '11987654321',
    step: 2,
    ...overrides,
  });
  const token = await platform.tokens.sign({
    id: user.id,
    sessionId: `test-session-${user.id}`,
    status: user.status as 'Active',
    roles: user.roles,
  });
  return { user, token };
}

import { sql } from 'kysely';
import type { Platform } from '../../platform/context';
import { signBody } from '../../platform/http/signed-body';
import type { TestApp } from '../../testing/platform';
import { accounts, transfer } from '../wallet';

let seq = 0;

/** Puts `centavos` in a user's real wallet, as if a Pix deposit had arrived. */
export async function fundUser(platform: Platform, userId: number, centavos: number) {
  seq += 1;
  await transfer(platform, {
    idempotencyKey: `test-fund-${userId}-${Date.now()}-${seq}`,
    kind: 'pix_deposit',
    userId,
    lines: [
      { account: accounts.pixClearing, amount: -centavos },
      { account: accounts.real(userId), amount: centavos },
    ],
  });
}

export const auth = (token: string) => ({ authorization: `Bearer ${token}` });

/** Posts a webhook body as the PSP would, signed with the platform's secret (or a forged one). */
export function postWebhook(sut: TestApp, body: object, secret = sut.platform.config.webhookSecret) {
  const payload = JSON.stringify(body);
  return sut.app.inject({
    method: 'POST',
    url: '/api/pix/webhook',
    payload,
    headers: { 'content-type': 'application/json', 'x-pix-signature': signBody(secret, payload) },
  });
}

/** Rows in the payments and ledger tables: "nothing written" means these do not change. */
export async function writeCounts(platform: Platform) {
  const r = await sql<{
    deposits: number;
    withdrawals: number;
    keys: number;
    transfers: number;
    charges: number;
  }>`
    select (select count(*) from pix_deposits)::int as deposits,
           (select count(*) from pix_withdrawals)::int as withdrawals,
           (select count(*) from pix_keys)::int as keys,
           (select count(*) from ledger_transfers)::int as transfers,
           (select count(*) from sandbox_pix_charges)::int as charges`.execute(platform.db);
  return r.rows[0]!;
}

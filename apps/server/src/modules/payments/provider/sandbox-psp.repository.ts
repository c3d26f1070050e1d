import type { TPixKeyType } from '@placar/contract';
import { type Kysely, sql, type Transaction } from 'kysely';
import type { Db } from '../../../platform/db/database';

/** The sandbox PSP's tables (its stand-in bank): charges, refunds, payouts and DICT keys. */

export type SandboxCharge = {
  txid: string;
  amount: number;
  status: string;
  expires_at: Date;
  debtor_cpf: string | null;
  debtor_name: string | null;
  description: string | null;
  payer_cpf: string | null;
  end_to_end_id: string | null;
};

type Trx = Transaction<Db extends Kysely<infer T> ? T : never>;

/** Runs `work` in one transaction (a charge paid and its webhook queued together). */
export function inSandboxTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

export async function insertSandboxCharge(
  db: Db,
  c: {
    txid: string;
    amount: number;
    merchantKey: string;
    debtorCpf: string;
    debtorName: string;
    description: string;
    expiresAt: Date;
  },
) {
  await sql`
      insert into sandbox_pix_charges (txid, amount, merchant_key, debtor_cpf, debtor_name, description, expires_at)
      values (${c.txid}, ${c.amount}, ${c.merchantKey}, ${c.debtorCpf}, ${c.debtorName},
              ${c.description}, ${c.expiresAt})`.execute(db);
}

export async function selectSandboxCharge(db: Db, txid: string): Promise<SandboxCharge | undefined> {
  const r = await sql<SandboxCharge>`
      select txid, amount, status, expires_at, debtor_cpf, debtor_name, description, payer_cpf, end_to_end_id
      from sandbox_pix_charges where txid = ${txid}`.execute(db);
  return r.rows[0];
}

/** Pays an active, unexpired charge; answers its amount, or undefined when it could not be paid. */
export async function paySandboxCharge(
  trx: Db,
  txid: string,
  endToEndId: string,
  payer: { cpf: string; name: string },
) {
  const updated = await sql<{ amount: number }>`
        update sandbox_pix_charges
        set status = 'CONCLUIDA', end_to_end_id = ${endToEndId}, payer_cpf = ${payer.cpf}, payer_name = ${payer.name},
            paid_at = now()
        where txid = ${txid} and status = 'ATIVA' and expires_at > now()
        returning amount`.execute(trx);
  return updated.rows[0];
}

export async function insertSandboxRefund(
  db: Db,
  input: { endToEndId: string; refundId: string; amount: number; reason: string },
) {
  await sql`
      insert into sandbox_pix_refunds (id, end_to_end_id, amount, reason)
      values (${input.refundId}, ${input.endToEndId}, ${input.amount}, ${input.reason})
      on conflict do nothing`.execute(db);
}

export async function selectSandboxRefund(db: Db, endToEndId: string) {
  const r = await sql<{ id: string; amount: number; reason: string }>`
      select id, amount, reason from sandbox_pix_refunds where end_to_end_id = ${endToEndId}`.execute(db);
  return r.rows[0];
}

/** Records a payout once; answers false when the same payout was sent before. */
export async function insertSandboxPayout(
  trx: Db,
  p: {
    payoutId: string;
    keyType: string;
    key: string;
    amount: number;
    status: string;
    endToEndId: string;
    reason: string | null;
  },
) {
  const inserted = await sql<{ payout_id: string }>`
        insert into sandbox_pix_payouts (payout_id, key_type, key, amount, status, end_to_end_id, reason)
        values (${p.payoutId}, ${p.keyType}, ${p.key}, ${p.amount},
                ${p.status}, ${p.endToEndId}, ${p.reason})
        on conflict (payout_id) do nothing returning payout_id`.execute(trx);
  return inserted.rows.length > 0;
}

export async function selectDictKey(db: Db, keyType: TPixKeyType, key: string) {
  const r = await sql<{ owner_cpf: string; owner_name: string; bank_name: string }>`
      select owner_cpf, owner_name, bank_name from sandbox_dict_keys
      where key_type = ${keyType} and key = ${key}`.execute(db);
  return r.rows[0];
}

export async function upsertDictKey(
  db: Db,
  k: { keyType: string; key: string; ownerCpf: string; ownerName: string; bankName: string },
) {
  await sql`
      insert into sandbox_dict_keys (key_type, key, owner_cpf, owner_name, bank_name)
      values (${k.keyType}, ${k.key}, ${k.ownerCpf}, ${k.ownerName}, ${k.bankName})
      on conflict (key_type, key) do update set owner_cpf = excluded.owner_cpf, owner_name = excluded.owner_name`.execute(
    db,
  );
}

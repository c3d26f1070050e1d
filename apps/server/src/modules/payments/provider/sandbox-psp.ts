import { randomBytes, randomUUID } from 'node:crypto';
import type { TPixKeyType } from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { paymentsSettings } from '../payments.config';
import { buildBrCode } from './br-code';
import type {
  Charge,
  CreateChargeInput,
  KeyOwner,
  PayoutInput,
  PixProvider,
  PixWebhookBody,
} from './pix-provider';
import { enqueueWebhook } from './webhook-outbox';

const SANDBOX_ISPB = '99999999';
const SANDBOX_BANK = 'Banco Sandbox';

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

/** An end-to-end id as the SPI makes them: E + ISPB + yyyyMMddHHmm + 11 characters. */
export function newEndToEndId(now = new Date()): string {
  const stamp = now.toISOString().replace(/\D/g, '').slice(0, 12);
  const tail = randomBytes(8).toString('base64url').replace(/[-_]/g, 'x').slice(0, 11);
  return `E${SANDBOX_ISPB}${stamp}${tail}`;
}

const reais = (centavos: number) => (centavos / 100).toFixed(2);

/**
 * The sandbox PSP, the embedded default payment provider: a stand-in for a bank's Pix API inside the
 * server, with its own tables. Charges are paid on the sandbox pay page; payouts settle after a short
 * simulated SPI delay; both are reported by signed webhooks delivered from an outbox with retries.
 */
export class SandboxPsp implements PixProvider {
  readonly name = 'sandbox';
  constructor(private readonly platform: Platform) {}

  async createCharge(input: CreateChargeInput): Promise<Charge> {
    const cfg = paymentsSettings(this.platform);
    const expiresAt = new Date(Date.now() + input.expiresInSeconds * 1000);
    await sql`
      insert into sandbox_pix_charges (txid, amount, merchant_key, debtor_cpf, debtor_name, description, expires_at)
      values (${input.txid}, ${input.amount}, ${cfg.PIX_MERCHANT_KEY}, ${input.debtor.cpf}, ${input.debtor.name},
              ${input.description}, ${expiresAt})`.execute(this.platform.db);
    const brCode = buildBrCode({
      key: cfg.PIX_MERCHANT_KEY,
      amount: input.amount,
      txid: input.txid,
      merchantName: cfg.PIX_MERCHANT_NAME,
      merchantCity: cfg.PIX_MERCHANT_CITY,
    });
    return { txid: input.txid, brCode, expiresAt, status: 'ATIVA' };
  }

  async getCharge(txid: string): Promise<SandboxCharge | undefined> {
    const r = await sql<SandboxCharge>`
      select txid, amount, status, expires_at, debtor_cpf, debtor_name, description, payer_cpf, end_to_end_id
      from sandbox_pix_charges where txid = ${txid}`.execute(this.platform.db);
    return r.rows[0];
  }

  /** The payer's bank app paying the charge: answers the endToEndId, or why it could not pay. */
  async pay(
    txid: string,
    payer: { cpf: string; name: string },
  ): Promise<{ ok: true; endToEndId: string } | { ok: false; reason: 'not_found' | 'expired' | 'paid' }> {
    const endToEndId = newEndToEndId();
    // The charge paid and its webhook queued in one transaction: a connection cut between the two
    // would leave a paid charge whose deposit is never credited.
    const paid = await this.platform.db.transaction().execute(async (trx) => {
      const updated = await sql<{ amount: number }>`
        update sandbox_pix_charges
        set status = 'CONCLUIDA', end_to_end_id = ${endToEndId}, payer_cpf = ${payer.cpf}, payer_name = ${payer.name},
            paid_at = now()
        where txid = ${txid} and status = 'ATIVA' and expires_at > now()
        returning amount`.execute(trx);
      const row = updated.rows[0];
      if (!row) return false;
      const body: PixWebhookBody = {
        pix: [
          {
            endToEndId,
            txid,
            valor: reais(row.amount),
            horario: new Date().toISOString(),
            pagador: { cpf: payer.cpf, nome: payer.name },
          },
        ],
      };
      await enqueueWebhook(this.platform, body, 0, trx);
      return true;
    });
    if (!paid) {
      const charge = await this.getCharge(txid);
      if (!charge) return { ok: false, reason: 'not_found' };
      return { ok: false, reason: charge.status === 'CONCLUIDA' ? 'paid' : 'expired' };
    }
    return { ok: true, endToEndId };
  }

  async refund(input: { endToEndId: string; refundId: string; amount: number; reason: string }) {
    await sql`
      insert into sandbox_pix_refunds (id, end_to_end_id, amount, reason)
      values (${input.refundId}, ${input.endToEndId}, ${input.amount}, ${input.reason})
      on conflict do nothing`.execute(this.platform.db);
  }

  async refundOf(endToEndId: string) {
    const r = await sql<{ id: string; amount: number; reason: string }>`
      select id, amount, reason from sandbox_pix_refunds where end_to_end_id = ${endToEndId}`.execute(
      this.platform.db,
    );
    return r.rows[0];
  }

  async payout(input: PayoutInput) {
    const owner = await this.lookupKey(input.keyType, input.key);
    const refused = !owner
      ? 'Chave Pix não encontrada no DICT.'
      : owner.ownerCpf !== input.ownerCpf
        ? 'A chave Pix não pertence ao CPF do recebedor.'
        : null;
    const endToEndId = newEndToEndId();
    const body: PixWebhookBody = {
      pagamentos: [
        {
          idEnvio: input.payoutId,
          endToEndId,
          valor: reais(input.amount),
          horario: new Date().toISOString(),
          status: refused ? 'NAO_REALIZADO' : 'REALIZADO',
          ...(refused ? { motivo: refused } : {}),
        },
      ],
    };
    // The payout and its webhook in one transaction: a payout recorded without its webhook would never
    // settle (the stale-withdrawal dispatcher's retry finds the payout sent and stops there).
    await this.platform.db.transaction().execute(async (trx) => {
      const inserted = await sql<{ payout_id: string }>`
        insert into sandbox_pix_payouts (payout_id, key_type, key, amount, status, end_to_end_id, reason)
        values (${input.payoutId}, ${input.keyType}, ${input.key}, ${input.amount},
                ${refused ? 'NAO_REALIZADO' : 'REALIZADO'}, ${endToEndId}, ${refused})
        on conflict (payout_id) do nothing returning payout_id`.execute(trx);
      if (inserted.rows.length === 0) return; // the same payout sent twice: settled once
      await enqueueWebhook(
        this.platform,
        body,
        paymentsSettings(this.platform).PIX_SANDBOX_PAYOUT_DELAY_MS,
        trx,
      );
    });
  }

  async lookupKey(keyType: TPixKeyType, key: string): Promise<KeyOwner | null> {
    const r = await sql<{ owner_cpf: string; owner_name: string; bank_name: string }>`
      select owner_cpf, owner_name, bank_name from sandbox_dict_keys
      where key_type = ${keyType} and key = ${key}`.execute(this.platform.db);
    const found = r.rows[0];
    if (found)
      return {
        keyType,
        key,
        ownerCpf: found.owner_cpf,
        ownerName: found.owner_name,
        bankName: found.bank_name,
      };
    // A CPF key always belongs to that CPF.
    if (keyType === 'CPF')
      return { keyType, key, ownerCpf: key, ownerName: 'Titular do CPF', bankName: SANDBOX_BANK };
    return null;
  }

  /** Registers a key in the sandbox DICT (demo data, tests, the sandbox DICT page). */
  async registerKey(owner: Omit<KeyOwner, 'bankName'> & { bankName?: string }) {
    await sql`
      insert into sandbox_dict_keys (key_type, key, owner_cpf, owner_name, bank_name)
      values (${owner.keyType}, ${owner.key}, ${owner.ownerCpf}, ${owner.ownerName}, ${owner.bankName ?? SANDBOX_BANK})
      on conflict (key_type, key) do update set owner_cpf = excluded.owner_cpf, owner_name = excluded.owner_name`.execute(
      this.platform.db,
    );
  }

  /** A random key (EVP) for a CPF, as a bank creates one. */
  async createRandomKey(ownerCpf: string, ownerName: string) {
    const key = randomUUID();
    await this.registerKey({ keyType: 'EVP', key, ownerCpf, ownerName });
    return key;
  }
}

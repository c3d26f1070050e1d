import { randomBytes, randomUUID } from 'node:crypto';
import type { TPixKeyType } from '@placar/contract';
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
import {
  inSandboxTransaction,
  insertSandboxCharge,
  insertSandboxPayout,
  insertSandboxRefund,
  paySandboxCharge,
  type SandboxCharge,
  selectDictKey,
  selectSandboxCharge,
  selectSandboxRefund,
  upsertDictKey,
} from './sandbox-psp.repository';
import { enqueueWebhook } from './webhook-outbox';

export type { SandboxCharge } from './sandbox-psp.repository';

const SANDBOX_ISPB = '99999999';
const SANDBOX_BANK = 'Banco Sandbox';

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
    await insertSandboxCharge(this.platform.db, {
      txid: input.txid,
      amount: input.amount,
      merchantKey: cfg.PIX_MERCHANT_KEY,
      debtorCpf: input.debtor.cpf,
      debtorName: input.debtor.name,
      description: input.description,
      expiresAt,
    });
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
    return selectSandboxCharge(this.platform.db, txid);
  }

  /** The payer's bank app paying the charge: answers the endToEndId, or why it could not pay. */
  async pay(
    txid: string,
    payer: { cpf: string; name: string },
  ): Promise<{ ok: true; endToEndId: string } | { ok: false; reason: 'not_found' | 'expired' | 'paid' }> {
    const endToEndId = newEndToEndId();
    // The charge paid and its webhook queued in one transaction: a connection cut between the two
    // would leave a paid charge whose deposit is never credited.
    const paid = await inSandboxTransaction(this.platform.db, async (trx) => {
      const row = await paySandboxCharge(trx, txid, endToEndId, payer);
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
    await insertSandboxRefund(this.platform.db, input);
  }

  async refundOf(endToEndId: string) {
    return selectSandboxRefund(this.platform.db, endToEndId);
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
    await inSandboxTransaction(this.platform.db, async (trx) => {
      const inserted = await insertSandboxPayout(trx, {
        payoutId: input.payoutId,
        keyType: input.keyType,
        key: input.key,
        amount: input.amount,
        status: refused ? 'NAO_REALIZADO' : 'REALIZADO',
        endToEndId,
        reason: refused,
      });
      if (!inserted) return; // the same payout sent twice: settled once
      await enqueueWebhook(
        this.platform,
        body,
        paymentsSettings(this.platform).PIX_SANDBOX_PAYOUT_DELAY_MS,
        trx,
      );
    });
  }

  async lookupKey(keyType: TPixKeyType, key: string): Promise<KeyOwner | null> {
    const found = await selectDictKey(this.platform.db, keyType, key);
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
    await upsertDictKey(this.platform.db, {
      keyType: owner.keyType,
      key: owner.key,
      ownerCpf: owner.ownerCpf,
      ownerName: owner.ownerName,
      bankName: owner.bankName ?? SANDBOX_BANK,
    });
  }

  /** A random key (EVP) for a CPF, as a bank creates one. */
  async createRandomKey(ownerCpf: string, ownerName: string) {
    const key = randomUUID();
    await this.registerKey({ keyType: 'EVP', key, ownerCpf, ownerName });
    return key;
  }
}

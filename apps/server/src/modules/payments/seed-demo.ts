import type { Platform } from '../../platform/context';
import { findDemoBettorId, getUserIdentity } from '../account';
import { beginDeposit } from './deposits/begin-deposit';
import { anyDepositOf } from './deposits/deposits.repository';
import { paymentsDb } from './payments.repository';
import { anyPixKeyOf } from './pix-keys/pix-keys.repository';
import { createPixKey } from './pix-keys/pix-keys.service';
import { deliverDueWebhooks, sandboxPsp } from './provider';
import type { SandboxPsp } from './provider/sandbox-psp';

const DEMO_DEPOSIT_REAIS = 500;

/**
 * Demo data (idempotent): the demo bettor's first deposit, paid through the sandbox PSP like any other
 * (charge, payment from their own CPF, signed webhook), and their CPF as a Pix key for withdrawals.
 */
export async function seedPaymentsDemo(platform: Platform): Promise<string[] | undefined> {
  // Sandbox money only: no sandbox PSP (production, a real provider), no seed; a production build
  // leaves this branch out.
  if (typeof __PLACAR_SANDBOX__ === 'undefined' || __PLACAR_SANDBOX__) {
    const psp = sandboxPsp(platform);
    if (psp && platform.config.NODE_ENV !== 'production') return seedSandboxDeposit(platform, psp);
  }
  return undefined;
}

async function seedSandboxDeposit(platform: Platform, psp: SandboxPsp): Promise<string[] | undefined> {
  const userId = await findDemoBettorId(platform);
  if (userId === undefined) return undefined;
  const bettor = await getUserIdentity(platform, userId);
  if (!bettor?.cpf) return undefined;
  const db = paymentsDb(platform.db);

  const deposited = await anyDepositOf(db, userId);
  if (!deposited) {
    const deposit = await beginDeposit(platform, userId, { amount: DEMO_DEPOSIT_REAIS, providerId: 1 });
    await psp.pay(deposit.txid, { cpf: bettor.cpf, name: bettor.fullName });
    await deliverDueWebhooks(platform);
  }
  const key = await anyPixKeyOf(db, userId);
  if (!key) await createPixKey(platform, userId, { keyType: 'CPF', key: bettor.cpf, isDefault: true });
  return [`sandbox Pix: pay charges at /sandbox/pix/pay/{txid}, register keys at /sandbox/pix/dict`];
}

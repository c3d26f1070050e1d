import {
  maskCpf,
  normalizePixKey,
  type TCreatePixKeyRequest,
  type TPatchPixKeyRequest,
  type TPixKey,
  type TUpdatePixKeyRequest,
} from '@placar/contract';
import type { Selectable } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { type Bettor, loadBettor } from '../bettor';
import { inPaymentsTransaction, paymentsDb } from '../payments.repository';
import type { PixKeyRow } from '../payments.tables';
import { pixProvider } from '../provider';
import {
  countActivePixKeys,
  findClashingPixKey,
  findUserPixKey,
  getPixKey,
  makeDefaultPixKey as makeDefault,
  selectActivePixKeys,
  updatePixKeyRow,
  upsertPixKey,
} from './pix-keys.repository';

const MAX_ACTIVE_KEYS = 10;

export function presentPixKey(k: Selectable<PixKeyRow>): TPixKey {
  return {
    id: k.id,
    keyType: k.key_type,
    key: k.key,
    ownerName: k.owner_name,
    ownerCpfMasked: maskCpf(k.owner_cpf),
    bankName: k.bank_name,
    isDefault: k.is_default,
    isActive: k.is_active,
    createdAt: new Date(k.created_at).toISOString(),
  };
}

export async function listPixKeys(platform: Platform, userId: number) {
  const rows = await selectActivePixKeys(paymentsDb(platform.db), userId);
  return rows.map(presentPixKey);
}

/** Asks the PSP's DICT who owns the key: only keys in the bettor's own CPF may receive withdrawals. */
async function verifiedOwner(
  platform: Platform,
  bettor: Bettor,
  keyType: TCreatePixKeyRequest['keyType'],
  raw: string,
) {
  const key = normalizePixKey(keyType, raw)!;
  const owner = await pixProvider(platform).lookupKey(keyType, key);
  if (!owner) {
    throw new AppError('PIX_KEY_NOT_FOUND', {
      context: { field: 'key' },
    });
  }
  if (owner.ownerCpf !== bettor.cpf) {
    throw new AppError('PIX_KEY_NOT_OWNED', {
      context: { field: 'key' },
    });
  }
  return { key, owner };
}

export async function createPixKey(platform: Platform, userId: number, request: TCreatePixKeyRequest) {
  const bettor = await loadBettor(platform, userId, 'withdrawal');
  const { key, owner } = await verifiedOwner(platform, bettor, request.keyType, request.key);
  return inPaymentsTransaction(platform.db, async (trx) => {
    const active = await countActivePixKeys(trx, userId);
    if (active >= MAX_ACTIVE_KEYS) {
      throw new AppError('CONFLICT', { message: `Você pode ter no máximo ${MAX_ACTIVE_KEYS} chaves Pix.` });
    }
    const row = await upsertPixKey(
      trx,
      {
        user_id: userId,
        key_type: request.keyType,
        key,
        owner_cpf: owner.ownerCpf,
        owner_name: bettor.fullName,
        bank_name: owner.bankName,
      },
      owner.bankName,
    );
    if (request.isDefault || active === 0) await makeDefault(trx, userId, row.id);
    return presentPixKey(await getPixKey(trx, row.id));
  });
}

export async function updatePixKey(platform: Platform, userId: number, request: TUpdatePixKeyRequest) {
  const bettor = await loadBettor(platform, userId, 'withdrawal');
  const existing = await ownKey(platform, userId, request.id);
  const { key, owner } = await verifiedOwner(platform, bettor, request.keyType, request.key);
  return inPaymentsTransaction(platform.db, async (trx) => {
    const clash = await findClashingPixKey(trx, userId, request.keyType, key, existing.id);
    if (clash) throw new AppError('CONFLICT', { message: 'Você já cadastrou esta chave Pix.' });
    await updatePixKeyRow(trx, existing.id, {
      key_type: request.keyType,
      key,
      owner_cpf: owner.ownerCpf,
      bank_name: owner.bankName,
      updated_at: new Date(),
    });
    if (request.isDefault) await makeDefault(trx, userId, existing.id);
    return presentPixKey(await getPixKey(trx, existing.id));
  });
}

export async function patchPixKey(
  platform: Platform,
  userId: number,
  id: number,
  request: TPatchPixKeyRequest,
) {
  const existing = await ownKey(platform, userId, id);
  return inPaymentsTransaction(platform.db, async (trx) => {
    if (request.isActive !== undefined) {
      await updatePixKeyRow(trx, existing.id, {
        is_active: request.isActive,
        ...(request.isActive ? {} : { is_default: false }),
        updated_at: new Date(),
      });
    }
    if (request.isDefault && request.isActive !== false) await makeDefault(trx, userId, existing.id);
    return presentPixKey(await getPixKey(trx, existing.id));
  });
}

async function ownKey(platform: Platform, userId: number, id: number) {
  const row = await findUserPixKey(paymentsDb(platform.db), userId, id);
  if (!row) throw notFound('Chave Pix');
  return row;
}

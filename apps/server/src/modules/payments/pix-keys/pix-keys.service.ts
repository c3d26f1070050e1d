import {
  maskCpf,
  normalizePixKey,
  type TCreatePixKeyRequest,
  type TPatchPixKeyRequest,
  type TPixKey,
  type TUpdatePixKeyRequest,
} from '@placar/contract';
import type { Selectable, Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError, notFound } from '../../../platform/errors';
import { type Bettor, loadBettor } from '../bettor';
import type { PaymentsTables, PixKeyRow } from '../payments.tables';
import { pixProvider } from '../provider';

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

const keysDb = (platform: Platform) => platform.db.withTables<PaymentsTables>();

export async function listPixKeys(platform: Platform, userId: number) {
  const rows = await keysDb(platform)
    .selectFrom('pix_keys')
    .selectAll()
    .where('user_id', '=', userId)
    .where('is_active', '=', true)
    .orderBy('is_default', 'desc')
    .orderBy('id')
    .execute();
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

async function makeDefault(trx: Transaction<PaymentsTables>, userId: number, id: number) {
  await trx
    .updateTable('pix_keys')
    .set({ is_default: false })
    .where('user_id', '=', userId)
    .where('id', '<>', id)
    .execute();
  await trx.updateTable('pix_keys').set({ is_default: true }).where('id', '=', id).execute();
}

export async function createPixKey(platform: Platform, userId: number, request: TCreatePixKeyRequest) {
  const bettor = await loadBettor(platform, userId, 'withdrawal');
  const { key, owner } = await verifiedOwner(platform, bettor, request.keyType, request.key);
  return keysDb(platform)
    .transaction()
    .execute(async (trx) => {
      const active = await trx
        .selectFrom('pix_keys')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where('user_id', '=', userId)
        .where('is_active', '=', true)
        .executeTakeFirstOrThrow();
      if (Number(active.n) >= MAX_ACTIVE_KEYS) {
        throw new AppError('CONFLICT', { message: `Você pode ter no máximo ${MAX_ACTIVE_KEYS} chaves Pix.` });
      }
      const row = await trx
        .insertInto('pix_keys')
        .values({
          user_id: userId,
          key_type: request.keyType,
          key,
          owner_cpf: owner.ownerCpf,
          owner_name: bettor.fullName,
          bank_name: owner.bankName,
        })
        .onConflict((oc) =>
          oc
            .columns(['user_id', 'key_type', 'key'])
            .doUpdateSet({ is_active: true, bank_name: owner.bankName, updated_at: new Date() }),
        )
        .returningAll()
        .executeTakeFirstOrThrow();
      if (request.isDefault || Number(active.n) === 0) await makeDefault(trx, userId, row.id);
      return presentPixKey(
        await trx.selectFrom('pix_keys').selectAll().where('id', '=', row.id).executeTakeFirstOrThrow(),
      );
    });
}

export async function updatePixKey(platform: Platform, userId: number, request: TUpdatePixKeyRequest) {
  const bettor = await loadBettor(platform, userId, 'withdrawal');
  const existing = await ownKey(platform, userId, request.id);
  const { key, owner } = await verifiedOwner(platform, bettor, request.keyType, request.key);
  return keysDb(platform)
    .transaction()
    .execute(async (trx) => {
      const clash = await trx
        .selectFrom('pix_keys')
        .select('id')
        .where('user_id', '=', userId)
        .where('key_type', '=', request.keyType)
        .where('key', '=', key)
        .where('id', '<>', existing.id)
        .executeTakeFirst();
      if (clash) throw new AppError('CONFLICT', { message: 'Você já cadastrou esta chave Pix.' });
      await trx
        .updateTable('pix_keys')
        .set({
          key_type: request.keyType,
          key,
          owner_cpf: owner.ownerCpf,
          bank_name: owner.bankName,
          updated_at: new Date(),
        })
        .where('id', '=', existing.id)
        .execute();
      if (request.isDefault) await makeDefault(trx, userId, existing.id);
      return presentPixKey(
        await trx.selectFrom('pix_keys').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow(),
      );
    });
}

export async function patchPixKey(
  platform: Platform,
  userId: number,
  id: number,
  request: TPatchPixKeyRequest,
) {
  const existing = await ownKey(platform, userId, id);
  return keysDb(platform)
    .transaction()
    .execute(async (trx) => {
      if (request.isActive !== undefined) {
        await trx
          .updateTable('pix_keys')
          .set({
            is_active: request.isActive,
            ...(request.isActive ? {} : { is_default: false }),
            updated_at: new Date(),
          })
          .where('id', '=', existing.id)
          .execute();
      }
      if (request.isDefault && request.isActive !== false) await makeDefault(trx, userId, existing.id);
      return presentPixKey(
        await trx.selectFrom('pix_keys').selectAll().where('id', '=', existing.id).executeTakeFirstOrThrow(),
      );
    });
}

async function ownKey(platform: Platform, userId: number, id: number) {
  const row = await keysDb(platform)
    .selectFrom('pix_keys')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  if (!row) throw notFound('Chave Pix');
  return row;
}

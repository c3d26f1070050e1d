import { TRANSACTION_STATUS } from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../platform/context';

/** Whether the user has a successful deposit. Once true it stays true, so that answer is cached. */
export async function hasFirstDeposit(platform: Platform, userId: number): Promise<boolean> {
  const key = `payments:first-deposit:${userId}`;
  if (await platform.cache.get<boolean>(key)) return true;
  const { rows } = await sql<{ deposited: boolean }>`
    select exists (
      select 1 from pix_deposits_view
      where user_id = ${userId} and effective_status = ${TRANSACTION_STATUS.SUCCESSFUL}
    ) as deposited`.execute(platform.db);
  const deposited = rows[0]?.deposited === true;
  if (deposited) await platform.cache.set(key, true, 24 * 3600_000);
  return deposited;
}

import type { Platform } from '../../../platform/context';
// The payments module exports no "has deposited" query from its index yet: its transactions list is
// the one way to ask (asked for in the identity report; switch to the export once it exists).
import { listTransactions } from '../../payments/transactions.service';

const SUCCESSFUL = 6;
const PAGE_SIZE = 100;

/** Whether the user has a successful deposit. Once true it stays true, so that answer is cached. */
export async function hasFirstDeposit(platform: Platform, userId: number): Promise<boolean> {
  const key = `identity:first-deposit:${userId}`;
  if (await platform.cache.get<boolean>(key)) return true;
  for (let pageNumber = 1; ; pageNumber++) {
    const page = await listTransactions(platform, userId, {
      pageNumber,
      pageSize: PAGE_SIZE,
      transactionTypeWallet: 1,
    });
    if (page.items.some((t) => t.status === SUCCESSFUL)) {
      await platform.cache.set(key, true, 24 * 3600_000);
      return true;
    }
    if (pageNumber * PAGE_SIZE >= page.totalItems) return false;
  }
}

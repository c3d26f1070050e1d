import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';

/** A transaction on the platform database (any module's tables through `withTables`). */
export type AccountTrx = Transaction<Db extends Kysely<infer Tables> ? Tables : never>;

/** Runs `work` in one database transaction (committed when it resolves, rolled back when it throws). */
export function inAccountTransaction<T>(db: Db, work: (trx: AccountTrx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

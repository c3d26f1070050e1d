import type { Kysely, Transaction } from 'kysely';
import type { Db } from '../../platform/db/database';

type Trx = Transaction<Db extends Kysely<infer Tables> ? Tables : never>;

/** Runs `work` in one database transaction (committed when it resolves, rolled back when it throws). */
export function inTransaction<T>(db: Db, work: (trx: Trx) => Promise<T>): Promise<T> {
  return db.transaction().execute(work);
}

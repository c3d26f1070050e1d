import type { TMaintenanceMessage } from '@placar/contract';
import { sql } from 'kysely';
import type { Db } from '../../platform/db/database';

type FlagsTables = {
  flags: { name: string; value: unknown; updated_at: Date; updated_by: number | null };
  maintenance_messages: {
    id: number;
    is_active: boolean;
    title: string;
    description: string;
    updated_at: Date;
  };
};

/** Every stored flag value (the defaults fill the others). */
export function readStoredFlags(db: Db) {
  return db.withTables<FlagsTables>().selectFrom('flags').select(['name', 'value']).execute();
}

export async function writeFlag(db: Db, name: string, value: unknown, by: number | null) {
  await sql`
    insert into flags (name, value, updated_by) values (${name}, ${JSON.stringify(value)}::jsonb, ${by})
    on conflict (name) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`.execute(
    db,
  );
}

export async function readMaintenanceMessage(db: Db): Promise<TMaintenanceMessage> {
  const row = await db
    .withTables<FlagsTables>()
    .selectFrom('maintenance_messages')
    .select(['is_active', 'title', 'description'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { isActive: row?.is_active ?? false, title: row?.title ?? '', description: row?.description ?? '' };
}

export async function writeMaintenanceMessage(db: Db, message: TMaintenanceMessage) {
  await db
    .withTables<FlagsTables>()
    .updateTable('maintenance_messages')
    .set({
      is_active: message.isActive,
      title: message.title,
      description: message.description,
      updated_at: new Date(),
    })
    .where('id', '=', 1)
    .execute();
}

import type { TSwitchSettings } from '@placar/contract';
import type { Generated } from 'kysely';
import type { Platform } from '../../platform/context';

/** The feed switch's SQL: one row of show/replace per event (table sb_switch). */
type SwitchTables = {
  sb_switch: {
    event_id: string;
    show: boolean;
    replace: boolean;
    updated_by: number | null;
    updated_at: Generated<Date>;
  };
};

const table = (platform: Platform) => platform.db.withTables<SwitchTables>();

export function readSwitchRows(platform: Platform) {
  return table(platform).selectFrom('sb_switch').selectAll().execute();
}

/** Inserts or overwrites an event's settings, recording who changed them. */
export async function upsertSwitch(
  platform: Platform,
  eventId: string,
  settings: TSwitchSettings,
  by: number | null,
): Promise<void> {
  await table(platform)
    .insertInto('sb_switch')
    .values({ event_id: eventId, ...settings, updated_by: by })
    .onConflict((oc) =>
      oc.column('event_id').doUpdateSet({ ...settings, updated_by: by, updated_at: new Date() }),
    )
    .execute();
}

/** Removes an event's settings; false when it had none. */
export async function deleteSwitchRow(platform: Platform, eventId: string): Promise<boolean> {
  const row = await table(platform)
    .deleteFrom('sb_switch')
    .where('event_id', '=', eventId)
    .returning('event_id')
    .executeTakeFirst();
  return row !== undefined;
}

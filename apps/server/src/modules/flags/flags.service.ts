import {
  defaultFlags,
  FLAG_DEFINITIONS,
  type TFlagName,
  type TFlags,
  type TMaintenanceMessage,
} from '@placar/contract';
import { sql } from 'kysely';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fieldMessage } from '../../platform/http/field-labels';

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

const CACHE_MS = 2_000;
const cached = new WeakMap<Platform, { at: number; flags: TFlags }>();

/** Current flags: stored values over the defaults, cached for 2 s and dropped on any change. */
export async function getFlags(platform: Platform): Promise<TFlags> {
  const hit = cached.get(platform);
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.flags;
  const rows = await platform.db
    .withTables<FlagsTables>()
    .selectFrom('flags')
    .select(['name', 'value'])
    .execute();
  const flags = defaultFlags();
  for (const r of rows) {
    if (Object.hasOwn(FLAG_DEFINITIONS, r.name)) (flags as Record<string, unknown>)[r.name] = r.value;
  }
  cached.set(platform, { at: Date.now(), flags });
  return flags;
}

export async function getFlag<K extends TFlagName>(platform: Platform, name: K): Promise<TFlags[K]> {
  return (await getFlags(platform))[name];
}

export async function setFlag(platform: Platform, name: TFlagName, value: unknown, by: number | null) {
  const parsed = FLAG_DEFINITIONS[name].schema.safeParse(value);
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', {
      message: fieldMessage('value', `valor inválido para a flag ${name}.`),
      context: { issues: [{ field: 'value', message: parsed.error.issues[0]?.message ?? 'inválido' }] },
    });
  }
  await sql`
    insert into flags (name, value, updated_by) values (${name}, ${JSON.stringify(parsed.data)}::jsonb, ${by})
    on conflict (name) do update set value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`.execute(
    platform.db,
  );
  cached.delete(platform);
  platform.bus.publish('flags.changed', { name, value: parsed.data });
  return parsed.data;
}

/** Throws 503 MAINTENANCE when the named maintenance switch (or the global one) is on. */
export async function assertNotInMaintenance(
  platform: Platform,
  area: 'sportsbook' | 'casino' | 'giveaway' | 'register',
) {
  const flags = await getFlags(platform);
  if (flags['maintenance-global'] || flags[`maintenance-${area}`]) {
    throw new AppError('MAINTENANCE', { context: { area } });
  }
}

export function invalidateFlagsCache(platform: Platform) {
  cached.delete(platform);
}

export async function getMaintenanceMessage(platform: Platform): Promise<TMaintenanceMessage> {
  const row = await platform.db
    .withTables<FlagsTables>()
    .selectFrom('maintenance_messages')
    .select(['is_active', 'title', 'description'])
    .where('id', '=', 1)
    .executeTakeFirst();
  return { isActive: row?.is_active ?? false, title: row?.title ?? '', description: row?.description ?? '' };
}

export async function setMaintenanceMessage(platform: Platform, message: TMaintenanceMessage) {
  await platform.db
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
  return message;
}

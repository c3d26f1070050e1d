import {
  defaultFlags,
  FLAG_DEFINITIONS,
  type TFlagName,
  type TFlags,
  type TMaintenanceMessage,
} from '@placar/contract';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { fieldMessage } from '../../platform/http/field-labels';
import {
  readMaintenanceMessage,
  readStoredFlags,
  writeFlag,
  writeMaintenanceMessage,
} from './flags.repository';

const CACHE_MS = 2_000;

/** Current flags: stored values over the defaults, cached for 2 s and dropped on any change. */
export async function getFlags(platform: Platform): Promise<TFlags> {
  const state = platform.modules.flags;
  const hit = state.cached;
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.flags;
  const rows = await readStoredFlags(platform.db);
  const flags = defaultFlags();
  for (const r of rows) {
    if (Object.hasOwn(FLAG_DEFINITIONS, r.name)) (flags as Record<string, unknown>)[r.name] = r.value;
  }
  state.cached = { at: Date.now(), flags };
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
  await writeFlag(platform.db, name, parsed.data, by);
  invalidateFlagsCache(platform);
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
  platform.modules.flags.cached = undefined;
}

export function getMaintenanceMessage(platform: Platform): Promise<TMaintenanceMessage> {
  return readMaintenanceMessage(platform.db);
}

export async function setMaintenanceMessage(platform: Platform, message: TMaintenanceMessage) {
  await writeMaintenanceMessage(platform.db, message);
  return message;
}

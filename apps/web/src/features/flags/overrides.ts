import { isFlagName, isFlagValue, type TFlagName, type TFlags } from '@placar/contract';
import { STORAGE_KEYS, storage } from '../../lib/storage';

/**
 * Local overrides of remote flags (seed 000: "remote feature flags that can be overridden locally"),
 * kept in local storage under 'feature-flags-overrides'. Values of the wrong type are ignored.
 */
export function getFlagOverrides(): Partial<TFlags> {
  const raw = storage.get<Record<string, unknown>>(STORAGE_KEYS.flagOverrides);
  if (!raw || typeof raw !== 'object') return {};
  const out: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (isFlagName(name) && isFlagValue(name, value)) out[name] = value;
  }
  return out as Partial<TFlags>;
}

export function setFlagOverride<K extends TFlagName>(name: K, value: TFlags[K] | undefined) {
  const next: Record<string, unknown> = { ...getFlagOverrides() };
  if (value === undefined) delete next[name];
  else next[name] = value;
  storage.set(STORAGE_KEYS.flagOverrides, next);
}

export function clearFlagOverrides() {
  storage.remove(STORAGE_KEYS.flagOverrides);
}

/** Remote values over the defaults, local overrides over both. */
export function mergeFlags(
  defaults: TFlags,
  remote: Partial<Record<string, unknown>>,
  local: Partial<TFlags>,
) {
  const merged: Record<string, unknown> = { ...defaults };
  for (const [name, value] of Object.entries(remote)) {
    if (Object.hasOwn(defaults, name) && (typeof value === 'boolean' || typeof value === 'number'))
      merged[name] = value;
  }
  return { ...merged, ...local } as TFlags;
}

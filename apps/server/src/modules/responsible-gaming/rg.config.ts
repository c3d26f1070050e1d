import type { Platform } from '../../platform/context';

export type RgSettings = {
  /** Milliseconds since the epoch; tests move it to cross cooling-off periods and pauses. */
  clock: () => number;
  /** How often the sweep ends due pauses and applies due limit raises. */
  sweepEveryMs: number;
};

export function defaultRgSettings(): RgSettings {
  return { clock: () => Date.now(), sweepEveryMs: 60_000 };
}

export function rgSettings(platform: Platform): RgSettings {
  return platform.modules.responsibleGaming.settings;
}

/** Tests and tools: an injectable clock and the sweep interval. */
export function configureResponsibleGaming(platform: Platform, changes: Partial<RgSettings>) {
  Object.assign(rgSettings(platform), changes);
}

export const rgNow = (platform: Platform) => new Date(rgSettings(platform).clock());

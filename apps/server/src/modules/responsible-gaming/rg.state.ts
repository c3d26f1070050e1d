import type { RestrictionEffect } from './effects';
import { defaultRgSettings, type RgSettings } from './rg.config';

/** Responsible gaming's state on one platform, created by the composition root (modules/index.ts). */
export type ResponsibleGamingState = {
  /** clock and sweep interval; tests change them with `configureResponsibleGaming` */
  settings: RgSettings;
  /** other modules' work when a player may no longer play, by name (casino, payments) */
  effects: Map<string, RestrictionEffect>;
};

declare module '../../platform/context' {
  interface ModuleState {
    responsibleGaming: ResponsibleGamingState;
  }
}

export function createResponsibleGamingState(): ResponsibleGamingState {
  return { settings: defaultRgSettings(), effects: new Map() };
}

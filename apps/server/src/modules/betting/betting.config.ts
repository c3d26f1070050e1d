import { DEFAULT_LIVE_DELAY_MS } from '@placar/contract';
import type { Platform } from '../../platform/context';

/**
 * Betting settings: limits (centavos), margins and live delays. Defaults below; the live delay can be
 * set with BETTING_LIVE_DELAY_MS (all sports) and BETTING_LIVE_DELAY_BY_SPORT ('sr:sport:1=8000,sr:sport:2=3000');
 * tests call `configureBetting(platform, { liveDelayMs: 0, clock })`.
 */
export type BettingSettings = {
  minStake: number;
  maxStake: number;
  maxPayout: number;
  maxStakePerEvent: number;
  /** live delay per sport id (ms) */
  liveDelayBySport: Record<string, number>;
  defaultLiveDelayMs: number;
  /** bet builder margin on the fair joint probability */
  customBetMargin: number;
  /** cashout margin on the fair value */
  cashoutMargin: number;
  /** sports where cashout is offered */
  cashoutSports: string[];
  clock: () => number;
};

function parseBySport(text: string | undefined): Record<string, number> {
  const out: Record<string, number> = {};
  for (const part of (text ?? '').split(',')) {
    const [sport, ms] = part.split('=');
    if (sport && ms && Number.isFinite(Number(ms))) out[sport.trim()] = Number(ms);
  }
  return out;
}

/** The settings a new platform starts with (environment overrides read here). */
export function defaultBettingSettings(): BettingSettings {
  const envDelay = Number(process.env.BETTING_LIVE_DELAY_MS);
  return {
    minStake: 100,
    maxStake: 5_000_000,
    maxPayout: 50_000_000,
    maxStakePerEvent: 10_000_000,
    liveDelayBySport: parseBySport(process.env.BETTING_LIVE_DELAY_BY_SPORT),
    defaultLiveDelayMs: Number.isFinite(envDelay) && envDelay >= 0 ? envDelay : DEFAULT_LIVE_DELAY_MS,
    customBetMargin: 0.1,
    cashoutMargin: 0.05,
    cashoutSports: [
      'sr:sport:1',
      'sr:sport:2',
      'sr:sport:5',
      'sr:sport:16',
      'sr:sport:4',
      'sr:sport:3',
      'sr:sport:23',
    ],
    clock: Date.now,
  };
}

export function bettingSettings(platform: Platform): BettingSettings {
  return platform.modules.betting.settings;
}

export function configureBetting(platform: Platform, patch: Partial<BettingSettings>) {
  const state = platform.modules.betting;
  state.settings = { ...state.settings, ...patch };
}

export function liveDelayFor(platform: Platform, sportId: string): number {
  const s = bettingSettings(platform);
  return s.liveDelayBySport[sportId] ?? s.defaultLiveDelayMs;
}

/** Seed 000 sections 4 and 9: maintenance poll 120000 ms, visibility refresh throttled to 30000 ms. */
export const FLAGS_POLL_MS = 120_000;
export const FLAGS_EVENT_THROTTLE_MS = 30_000;

export type FlagsRefresher = {
  /** A route changed: refresh, unless a refresh happened in the last 30 s. */
  onRouteChange(): void;
  /** The tab became visible again: same throttle. */
  onVisible(): void;
  stop(): void;
};

/**
 * Calls `refresh` every 2 minutes while the tab is visible, and on route changes and tab re-activation
 * at most once per 30 s.
 * Any refresh (poll or event) counts for the throttle.
 */
export function startFlagsRefresher(
  refresh: () => void,
  opts: { now?: () => number; pollMs?: number; throttleMs?: number; hidden?: () => boolean } = {},
): FlagsRefresher {
  const now = opts.now ?? Date.now;
  const throttleMs = opts.throttleMs ?? FLAGS_EVENT_THROTTLE_MS;
  let last = now();
  const run = () => {
    last = now();
    refresh();
  };
  const throttled = () => {
    if (now() - last >= throttleMs) run();
  };
  // A hidden tab does not poll: it refreshes when it becomes visible again (onVisible).
  const hidden =
    opts.hidden ?? (() => typeof document !== 'undefined' && document.visibilityState === 'hidden');
  const timer = setInterval(() => {
    if (!hidden()) run();
  }, opts.pollMs ?? FLAGS_POLL_MS);
  return {
    onRouteChange: throttled,
    onVisible: throttled,
    stop: () => clearInterval(timer),
  };
}

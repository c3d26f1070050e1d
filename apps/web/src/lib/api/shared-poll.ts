import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What the poller needs of the page: whether it is hidden, timers, and the tab becoming visible. */
export type PollEnv = {
  now(): number;
  hidden(): boolean;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  /** Calls `fn` each time the tab becomes visible; answers the unsubscribe. */
  onVisible(fn: () => void): () => void;
};

const browser: PollEnv = {
  now: () => Date.now(),
  hidden: () => typeof document !== 'undefined' && document.visibilityState === 'hidden',
  setInterval: (fn, ms) => setInterval(fn, ms),
  clearInterval: (id) => clearInterval(id as ReturnType<typeof setInterval>),
  onVisible(fn) {
    if (typeof document === 'undefined') return () => {};
    const listener = () => {
      if (document.visibilityState === 'visible') fn();
    };
    document.addEventListener('visibilitychange', listener);
    return () => document.removeEventListener('visibilitychange', listener);
  },
};

type Poll = { users: number; stop(): void };
const polls = new WeakMap<QueryClient, Map<string, Poll>>();

/**
 * One poller per query key, however many components show that query: the query is refetched every
 * `everyMs` while at least one subscriber is mounted, never from a hidden tab (a hidden tab catches up
 * when it becomes visible), and not when something else (an invalidation after a bet) refreshed it
 * less than `everyMs` ago. TanStack's own `refetchInterval` runs one timer per observer: five
 * components showing the balance asked for it five times per period.
 * Answers the unsubscribe.
 */
export function sharePoll(
  client: QueryClient,
  queryKey: QueryKey,
  everyMs: number,
  env: PollEnv = browser,
): () => void {
  const byKey = polls.get(client) ?? new Map<string, Poll>();
  polls.set(client, byKey);
  const id = hashKey(queryKey);
  let poll = byKey.get(id);
  if (!poll) {
    const due = () => {
      const state = client.getQueryState(queryKey);
      if (state?.fetchStatus !== 'idle') return false;
      // a tick may come a little early; what was fetched just now is fresh
      return env.now() - state.dataUpdatedAt >= everyMs - Math.min(1_000, everyMs / 10);
    };
    const run = () => {
      if (env.hidden() || !due()) return;
      void client.refetchQueries({ queryKey, exact: true, type: 'active' }, { cancelRefetch: false });
    };
    const timer = env.setInterval(run, everyMs);
    const offVisible = env.onVisible(run);
    poll = {
      users: 0,
      stop() {
        env.clearInterval(timer);
        offVisible();
      },
    };
    byKey.set(id, poll);
  }
  poll.users++;
  const current = poll;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    current.users--;
    if (current.users === 0) {
      current.stop();
      byKey.delete(id);
    }
  };
}

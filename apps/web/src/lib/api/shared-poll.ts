import { hashKey, type QueryClient, type QueryKey } from '@tanstack/react-query';

/** What the poller needs of the page: whether it is hidden, timers, and the tab becoming visible. */
export type PollEnv = {
  now(): number;
  hidden(): boolean;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
  /** Calls `fn` each time the tab becomes visible; answers the unsubscribe. */
  onVisible(fn: () => void): () => void;
  /** The other tabs of this site (BroadcastChannel), when the browser has one. */
  tabs?: TabChannel;
};

/** A fresh answer one tab fetched, handed to the others so they need not fetch it again. */
export type PollNews = { key: string; data: unknown; updatedAt: number };
export type TabChannel = { post(news: PollNews): void; listen(fn: (news: PollNews) => void): () => void };

function broadcastTabs(): TabChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  const channel = new BroadcastChannel('placar-polls');
  return {
    post: (news) => channel.postMessage(news),
    listen(fn) {
      const listener = (e: MessageEvent<PollNews>) => fn(e.data);
      channel.addEventListener('message', listener);
      return () => channel.removeEventListener('message', listener);
    },
  };
}

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
  tabs: broadcastTabs(),
};

type Poll = { users: number; stop(): void };
const polls = new WeakMap<QueryClient, Map<string, Poll>>();

/**
 * One poller per query key, however many components show that query: the query is refetched every
 * `everyMs` while at least one subscriber is mounted, never from a hidden tab (a hidden tab catches up
 * when it becomes visible), and not when something else (an invalidation after a bet) refreshed it
 * less than `everyMs` ago. TanStack's own `refetchInterval` runs one timer per observer: five
 * components showing the balance asked for it five times per period. Across tabs: each answer a tab
 * fetches goes to the other tabs (BroadcastChannel), which take it as fresh and skip their own fetch,
 * so two visible tabs ask about once per period between them.
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
      void client
        .refetchQueries({ queryKey, exact: true, type: 'active' }, { cancelRefetch: false })
        .then(() => {
          const state = client.getQueryState(queryKey);
          if (state?.status === 'success')
            env.tabs?.post({ key: id, data: state.data, updatedAt: state.dataUpdatedAt });
        });
    };
    const timer = env.setInterval(run, everyMs);
    const offVisible = env.onVisible(run);
    const offTabs = env.tabs?.listen((news) => {
      if (news.key !== id) return;
      const state = client.getQueryState(queryKey);
      if (state?.fetchStatus !== 'idle' || news.updatedAt <= state.dataUpdatedAt) return;
      client.setQueryData(queryKey, news.data, { updatedAt: news.updatedAt });
    });
    poll = {
      users: 0,
      stop() {
        env.clearInterval(timer);
        offVisible();
        offTabs?.();
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

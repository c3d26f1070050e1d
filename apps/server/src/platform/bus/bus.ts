/**
 * Pub/sub for live data and domain events. Subjects are dot-separated (`feed.odds.sr:match:1`);
 * a subscription may end in `>` to match every subject below a prefix, or use `*` for one token.
 *
 * Modules use logical subjects only: the bus puts the deployment's prefix (`DEPLOYMENT_ID`) in front of
 * every subject it sends or follows on a shared broker and takes it off what it delivers, so two
 * deployments on one NATS never see each other's messages.
 *
 * The bus keeps nothing for later: what is published while the broker is unreachable is dropped (never
 * thrown at the publisher: a bet or a settlement never fails because of the bus). Whoever relies on
 * messages follows `onReconnect` and catches up from the database (the stream gate tells its clients to
 * refetch, betting sweeps the settlements it may have missed, caches fed by the bus are emptied).
 */
export type BusMessage<T = unknown> = { subject: string; data: T };
export type BusHandler<T = unknown> = (msg: BusMessage<T>) => void;
export type Unsubscribe = () => void;

export interface Bus {
  readonly kind: 'memory' | 'nats';
  /** The deployment prefix of every subject on the broker ('' in memory: nothing is shared). */
  readonly prefix: string;
  /** False while the connection to the broker is lost (the memory bus is always connected). */
  readonly connected: boolean;
  publish<T>(subject: string, data: T): void;
  subscribe<T = unknown>(pattern: string, handler: BusHandler<T>): Unsubscribe;
  /**
   * Calls `fn` each time the connection comes back after a loss: messages published meanwhile are gone
   * (on every node), so `fn` catches up from the source of truth.
   */
  onReconnect(fn: () => void): Unsubscribe;
  /** Resolves once everything published so far has left this process; rejects at once while disconnected. */
  flush(): Promise<void>;
  close(): Promise<void>;
}

export function subjectMatches(pattern: string, subject: string): boolean {
  if (pattern === subject) return true;
  const p = pattern.split('.');
  const s = subject.split('.');
  for (let i = 0; i < p.length; i++) {
    const token = p[i];
    if (token === '>') return s.length > i;
    if (i >= s.length) return false;
    if (token !== '*' && token !== s[i]) return false;
  }
  return p.length === s.length;
}

/** NATS subjects may not contain spaces or some characters that ids (`sr:match:1`) do; encode them. */
export function safeToken(id: string | number): string {
  return String(id).replace(/[^A-Za-z0-9_:-]/g, '_');
}

/** A deployment id usable as one subject token and in key names. */
export const DEPLOYMENT_ID_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

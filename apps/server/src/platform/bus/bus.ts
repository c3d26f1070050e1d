/**
 * Pub/sub for live data and domain events. Subjects are dot-separated (`feed.odds.sr:match:1`);
 * a subscription may end in `>` to match every subject below a prefix, or use `*` for one token.
 */
export type BusMessage<T = unknown> = { subject: string; data: T };
export type BusHandler<T = unknown> = (msg: BusMessage<T>) => void;
export type Unsubscribe = () => void;

export interface Bus {
  readonly kind: 'memory' | 'nats';
  publish<T>(subject: string, data: T): void;
  subscribe<T = unknown>(pattern: string, handler: BusHandler<T>): Unsubscribe;
  /** Resolves once everything published so far has left this process. */
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

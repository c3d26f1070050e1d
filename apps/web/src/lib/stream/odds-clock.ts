import { STREAM_ENTRY_TTL_MS, STREAM_ODDS_TOLERANCE_MS } from '@placar/contract/stream-constants';

/**
 * Seed 001 section 4: an odds message older than the last one seen for the same event is out of
 * sync and dropped (2 s tolerance). Entries are forgotten 30 min after their last message.
 */
export class OddsClock {
  readonly #last = new Map<string, { ts: number; seenAt: number }>();

  constructor(
    readonly toleranceMs = STREAM_ODDS_TOLERANCE_MS,
    readonly ttlMs = STREAM_ENTRY_TTL_MS,
  ) {}

  get size() {
    return this.#last.size;
  }

  /** Whether a message of `eventId` stamped `ts` (feed time) is in sync; records it when it is. */
  accept(eventId: string, ts: number, now: number): boolean {
    const entry = this.#last.get(eventId);
    if (entry && ts < entry.ts - this.toleranceMs) return false;
    this.#last.set(eventId, { ts: entry ? Math.max(entry.ts, ts) : ts, seenAt: now });
    return true;
  }

  /** The newest feed time seen for an event. */
  lastSeen(eventId: string): number | undefined {
    return this.#last.get(eventId)?.ts;
  }

  /** Drops entries not refreshed within the TTL; answers how many went. */
  purge(now: number): number {
    let removed = 0;
    for (const [id, entry] of this.#last) {
      if (now - entry.seenAt > this.ttlMs) {
        this.#last.delete(id);
        removed += 1;
      }
    }
    return removed;
  }
}

/** One serialised SSE message: built once, shared by every topic and client that gets it. */
export type Frame = { seq: number; bytes: Buffer; at: number };

/**
 * The last messages of one topic, bounded by count and by age, so a client reconnecting with
 * Last-Event-ID gets what it missed. `evictedUpTo` remembers the newest sequence dropped, so the
 * gate can tell a complete resume from one with a gap.
 */
export class ReplayBuffer {
  readonly #frames: (Frame | undefined)[];
  #start = 0;
  #size = 0;
  #evictedUpTo = 0;

  constructor(
    readonly capacity: number,
    readonly maxAgeMs: number,
  ) {
    this.#frames = new Array(capacity);
  }

  get size() {
    return this.#size;
  }

  /** Newest sequence no longer held (0 when nothing was ever dropped). */
  get evictedUpTo() {
    return this.#evictedUpTo;
  }

  push(frame: Frame) {
    if (this.#size === this.capacity) this.#dropOldest();
    this.#frames[(this.#start + this.#size) % this.capacity] = frame;
    this.#size += 1;
  }

  /** Drops frames older than maxAgeMs. */
  expire(now: number) {
    while (this.#size > 0 && now - this.#frames[this.#start]!.at > this.maxAgeMs) this.#dropOldest();
  }

  /** Frames with a sequence above `seq`, oldest first. */
  after(seq: number, now: number): Frame[] {
    this.expire(now);
    const out: Frame[] = [];
    for (let i = 0; i < this.#size; i++) {
      const f = this.#frames[(this.#start + i) % this.capacity]!;
      if (f.seq > seq) out.push(f);
    }
    return out;
  }

  #dropOldest() {
    const f = this.#frames[this.#start]!;
    this.#evictedUpTo = Math.max(this.#evictedUpTo, f.seq);
    this.#frames[this.#start] = undefined;
    this.#start = (this.#start + 1) % this.capacity;
    this.#size -= 1;
  }
}

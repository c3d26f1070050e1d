import type { TimeoutCallback, TimeoutProvider } from '@tanstack/react-query';

/** Timeouts this long or longer share a timer per second of their deadline. */
export const COALESCE_FROM_MS = 1_000;
const SLOT_MS = 1_000;
/** Callbacks of one second run in tasks of at most about this long (a long task is 50 ms). */
export const RUN_BUDGET_MS = 4;

type Clock = {
  now(): number;
  setTimeout(cb: () => void, ms: number): ReturnType<typeof setTimeout>;
  clearTimeout(id: ReturnType<typeof setTimeout>): void;
  setInterval(cb: () => void, ms: number): ReturnType<typeof setInterval>;
  clearInterval(id: ReturnType<typeof setInterval>): void;
};

const platform: Clock = {
  now: () => Date.now(),
  setTimeout: (cb, ms) => setTimeout(cb, ms),
  clearTimeout: (id) => clearTimeout(id),
  setInterval: (cb, ms) => setInterval(cb, ms),
  clearInterval: (id) => clearInterval(id),
};

/**
 * TanStack Query's timers with fewer platform timers (its timeoutManager's advice for many queries):
 * every list seeds one cache entry per match, each with its own garbage-collection timeout (and each
 * row's observer clears it again), some hundred setTimeout/clearTimeout calls on a phone's first
 * screen. Timeouts of a second or more share one platform timer per second of deadline and fire up to
 * a second late (garbage collection after minutes, staleness after seconds: nothing a bettor sees);
 * shorter ones and intervals are the platform's own. The callbacks of one second run in short tasks
 * (RUN_BUDGET_MS each, the rest in the next task): with 200 live matches updating, hundreds of
 * staleness timeouts share a second, and run at once they would make a long task.
 */
export function coalescedTimeouts(clock: Clock = platform): TimeoutProvider<number> {
  let nextId = 1;
  /** coalesced timers by id: the slot (deadline second) they wait in */
  const slotOf = new Map<number, number>();
  const slots = new Map<
    number,
    { timer: ReturnType<typeof setTimeout>; callbacks: Map<number, TimeoutCallback> }
  >();
  const native = new Map<number, ReturnType<typeof setTimeout>>();
  const intervals = new Map<number, ReturnType<typeof setInterval>>();

  // A slot stays listed until its last callback ran, so clearing one still waiting cancels it. Its
  // time is past: new timeouts never join it.
  const fire = (slot: number) => {
    const s = slots.get(slot);
    if (!s) return;
    const start = clock.now();
    for (const [id, cb] of s.callbacks) {
      s.callbacks.delete(id);
      slotOf.delete(id);
      cb();
      if (s.callbacks.size > 0 && clock.now() - start >= RUN_BUDGET_MS) {
        s.timer = clock.setTimeout(() => fire(slot), 0);
        return;
      }
    }
    slots.delete(slot);
  };

  return {
    setTimeout(callback, delay) {
      const id = nextId++;
      if (!(delay >= COALESCE_FROM_MS)) {
        native.set(
          id,
          clock.setTimeout(() => {
            native.delete(id);
            callback();
          }, delay),
        );
        return id;
      }
      const now = clock.now();
      const slot = Math.ceil((now + delay) / SLOT_MS) * SLOT_MS;
      let s = slots.get(slot);
      if (!s) {
        s = { timer: clock.setTimeout(() => fire(slot), slot - now), callbacks: new Map() };
        slots.set(slot, s);
      }
      s.callbacks.set(id, callback);
      slotOf.set(id, slot);
      return id;
    },
    clearTimeout(timeoutId) {
      if (timeoutId === undefined) return;
      const id = Number(timeoutId);
      const own = native.get(id);
      if (own !== undefined) {
        clock.clearTimeout(own);
        native.delete(id);
        return;
      }
      const slot = slotOf.get(id);
      if (slot === undefined) return;
      slotOf.delete(id);
      const s = slots.get(slot);
      s?.callbacks.delete(id);
      if (s && s.callbacks.size === 0) {
        clock.clearTimeout(s.timer);
        slots.delete(slot);
      }
    },
    setInterval(callback, delay) {
      const id = nextId++;
      intervals.set(id, clock.setInterval(callback, delay));
      return id;
    },
    clearInterval(intervalId) {
      if (intervalId === undefined) return;
      const id = Number(intervalId);
      const own = intervals.get(id);
      if (own !== undefined) clock.clearInterval(own);
      intervals.delete(id);
    },
  };
}

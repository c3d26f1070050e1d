import type { Clock, CrashLoop } from './crash-loop';

/** A clock whose time moves only when the test says so. */
export class FakeClock implements Clock {
  t = 1_000_000;
  timers: { at: number; fn: () => void }[] = [];
  now = () => this.t;
  setTimeout = (fn: () => void, ms: number) => {
    const timer = { at: this.t + ms, fn };
    this.timers.push(timer);
    return timer;
  };
  clearTimeout = (h: unknown) => {
    this.timers = this.timers.filter((x) => x !== h);
  };
  /** Moves time forward, firing due timers in order and letting each step finish. */
  async advance(ms: number, loop: CrashLoop) {
    const end = this.t + ms;
    for (;;) {
      this.timers.sort((a, b) => a.at - b.at);
      const next = this.timers[0];
      if (!next || next.at > end) break;
      this.timers.shift();
      this.t = Math.max(this.t, next.at);
      next.fn();
      await loop.idle();
    }
    this.t = end;
  }
}

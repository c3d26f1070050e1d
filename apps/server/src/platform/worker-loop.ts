import { describeDatabaseError, isConnectionError } from './db/connection-errors';

type Log = { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };

export type WorkerLoopOptions = {
  /** Names the loop in its log lines. */
  name: string;
  /** Pause between two rounds while they succeed. */
  intervalMs: number;
  /** Longest pause after failures (the pause doubles with each failure in a row up to this). */
  maxBackoffMs?: number;
  log: Log;
  /** One round; a thrown error (a lost database connection, an outage) is logged and retried. */
  run: () => Promise<unknown>;
  /** Run the first round at once (default) or after one interval. */
  runAtStart?: boolean;
};

export type WorkerLoop = { stop(): Promise<void> };

/**
 * A background loop that lives through faults: one round at a time, the next one `intervalMs` after the
 * previous ended; a failed round never stops the loop, it waits twice as long after each failure in a
 * row (up to `maxBackoffMs`, 30 s by default) so an outage neither floods the logs nor hammers the
 * database as it comes back, and goes back to its interval after the first round that succeeds. The
 * first failure of a streak, every doubling of the pause, every 10th failure and the recovery are logged.
 */
export function startWorkerLoop(options: WorkerLoopOptions): WorkerLoop {
  const { name, intervalMs, log, run } = options;
  const maxBackoffMs = Math.max(options.maxBackoffMs ?? 30_000, intervalMs);
  let failures = 0;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let current: Promise<void> = Promise.resolve();

  const schedule = (ms: number) => {
    if (stopped) return;
    timer = setTimeout(() => {
      current = round();
    }, ms);
    timer.unref?.();
  };

  async function round() {
    try {
      await run();
      if (failures > 0) log.warn({ loop: name, failures }, `${name}: recovered`);
      failures = 0;
      schedule(intervalMs);
    } catch (error) {
      failures += 1;
      const pause = Math.min(intervalMs * 2 ** failures, maxBackoffMs);
      const previous = Math.min(intervalMs * 2 ** (failures - 1), maxBackoffMs);
      if (failures === 1 || pause !== previous || failures % 10 === 0) {
        const what = isConnectionError(error) ? { db: describeDatabaseError(error) } : { err: error };
        log.error({ loop: name, failures, retryInMs: pause, ...what }, `${name}: round failed, retrying`);
      }
      schedule(pause);
    }
  }

  if (options.runAtStart === false) schedule(intervalMs);
  else current = round();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await current;
    },
  };
}

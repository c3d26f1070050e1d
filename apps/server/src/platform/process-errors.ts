import client from 'prom-client';
import { describeDatabaseError, isConnectionError } from './db/connection-errors';
import { metricsRegistry } from './http/health';

type Log = {
  error(obj: object, msg: string): void;
  fatal(obj: object, msg: string): void;
};

const unhandled = new client.Counter({
  name: 'placar_process_unhandled_errors_total',
  help: 'Errors nobody handled that the process survived or ended on, by kind',
  labelNames: ['kind', 'outcome'] as const,
  registers: [metricsRegistry],
});

/**
 * The process-level policy for errors nobody handled (main.ts installs it; issue 16, fault 1):
 *
 * - A lost database or cache connection never ends the process, whether it arrives as an unhandled
 *   rejection or as an 'error' event without a listener (an uncaught exception thrown from the socket's
 *   handler): the connection is already dead and dropped, the pools reconnect, requests answer 503.
 * - Any other unhandled rejection is logged as an error and counted, and the process goes on: a promise
 *   nobody awaited leaves no synchronous code half-run, and ending the node would fail every request it
 *   holds (with two nodes, the same bug ends both).
 * - Any other uncaught exception is logged as fatal and ends the process (exit code 1): synchronous
 *   code stopped midway, its state cannot be trusted, and the supervisor (systemd, container restart
 *   policy) starts a clean one.
 *
 * Every case is counted on /metrics (`placar_process_unhandled_errors_total`) so it is seen, not
 * swallowed. Only the code and message of connection errors are logged (a pg error may carry its client).
 */
export function processErrorHandlers(log: Log, exit: (code: number) => void = (code) => process.exit(code)) {
  const handle = (kind: 'rejection' | 'exception', error: unknown) => {
    const what = kind === 'rejection' ? 'unhandled rejection' : 'uncaught exception';
    if (isConnectionError(error)) {
      unhandled.inc({ kind, outcome: 'survived' });
      log.error({ db: describeDatabaseError(error) }, `${what}: connection lost (process continues)`);
      return;
    }
    if (kind === 'rejection') {
      unhandled.inc({ kind, outcome: 'survived' });
      log.error({ err: error }, `${what} (process continues)`);
      return;
    }
    unhandled.inc({ kind, outcome: 'exited' });
    log.fatal({ err: error }, `${what}: exiting`);
    exit(1);
  };
  return {
    unhandledRejection: (reason: unknown) => handle('rejection', reason),
    uncaughtException: (error: unknown) => handle('exception', error),
  };
}

/** Installs the policy above on this process. */
export function installProcessErrorHandlers(log: Log) {
  const handlers = processErrorHandlers(log);
  process.on('unhandledRejection', handlers.unhandledRejection);
  process.on('uncaughtException', handlers.uncaughtException);
}

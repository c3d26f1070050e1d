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
  return {
    unhandledRejection(reason: unknown) {
      if (isConnectionError(reason)) {
        unhandled.inc({ kind: 'rejection', outcome: 'survived' });
        log.error(
          { db: describeDatabaseError(reason) },
          'unhandled rejection: connection lost (process continues)',
        );
        return;
      }
      unhandled.inc({ kind: 'rejection', outcome: 'survived' });
      log.error({ err: reason }, 'unhandled rejection (process continues)');
    },
    uncaughtException(error: unknown) {
      if (isConnectionError(error)) {
        unhandled.inc({ kind: 'exception', outcome: 'survived' });
        log.error(
          { db: describeDatabaseError(error) },
          'uncaught exception: connection lost (process continues)',
        );
        return;
      }
      unhandled.inc({ kind: 'exception', outcome: 'exited' });
      log.fatal({ err: error }, 'uncaught exception: exiting');
      exit(1);
    },
  };
}

/** Installs the policy above on this process. */
export function installProcessErrorHandlers(log: Log) {
  const handlers = processErrorHandlers(log);
  process.on('unhandledRejection', handlers.unhandledRejection);
  process.on('uncaughtException', handlers.uncaughtException);
}

import type { Platform } from '../context';
import { AdvisoryLeader } from './advisory-leader';
import type { LeaderRole, Leadership } from './role';

export { type AdvisoryLeader, leaderLockKey } from './advisory-leader';
export type { LeaderRole, Leadership } from './role';

export type LeaderOptions = {
  /** How often standbys try the lock (default 1 s; at once when the leader announces its release). */
  retryMs?: number;
  /** How often the lock connection runs its heartbeat (default: retryMs, at most 1 s). */
  heartbeatMs?: number;
  /**
   * Replaces ending the process when another node took the lock of a role without stop (tests). Every
   * role of Placar has a stop: a node that loses one goes back to standby and competes again.
   */
  onUnstoppableLoss?: () => void;
};

const DEFAULT_RETRY_MS = 1_000;

/** Embedded PGlite is one process with its data directory locked: it always leads. */
class SoleLeader implements Leadership {
  leading = false;
  constructor(
    readonly name: string,
    private readonly role: LeaderRole,
  ) {}
  async begin() {
    await this.role.start();
    this.leading = true;
  }
  async release() {
    if (!this.leading) return;
    this.leading = false;
    await this.role.stop?.('shutdown');
  }
}

/**
 * Runs `role` on one node of the deployment at a time (DESIGN.md section 10, single-active workers).
 * On PostgreSQL, the node holding the advisory lock of `name` leads and the others stand by, trying
 * again every second (at once on a graceful release), and one of them takes over when the leader stops
 * or its connection dies; a node that loses the lock stops the role and stands by again.
 * On PGlite the node always leads. Resolves once this node has started the role or stands by; one
 * contender per platform and name (a second call answers the first). Released when the platform closes.
 */
export async function runAsLeader(
  platform: Platform,
  name: string,
  role: LeaderRole,
  options: LeaderOptions = {},
): Promise<Leadership> {
  const roles = platform.leaders;
  const existing = roles.get(name);
  if (existing) return existing;
  const log = platform.log.child({ leaderRole: name });
  let contender: SoleLeader | AdvisoryLeader;
  if (platform.database.kind === 'pglite') {
    contender = new SoleLeader(name, role);
  } else {
    const url = platform.config.DATABASE_URL;
    if (!url) throw new Error('runAsLeader: PostgreSQL without DATABASE_URL');
    contender = new AdvisoryLeader(role, {
      name,
      url,
      log,
      retryMs: options.retryMs ?? DEFAULT_RETRY_MS,
      heartbeatMs: options.heartbeatMs ?? Math.min(options.retryMs ?? DEFAULT_RETRY_MS, 1_000),
      onUnstoppableLoss:
        options.onUnstoppableLoss ??
        (() => {
          // Last resort, only for a role without stop that another node took over: the supervisor
          // (deploy/) restarts this node as a standby.
          process.exit(1);
        }),
    });
  }
  roles.set(name, contender);
  platform.onClose(() => contender.release());
  try {
    await contender.begin();
  } catch (error) {
    roles.delete(name);
    await contender.release();
    throw error;
  }
  return contender;
}

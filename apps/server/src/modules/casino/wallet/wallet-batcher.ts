import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';
import { SYSTEM_SHARDS } from '../../wallet';
import { answerOfRow, type CallAnswer, elementOf, runCall, type WalletCall } from './wallet-calls';

/**
 * Group commit for the seamless wallet. A call made while the node's wallet statements are all busy
 * waits in a queue; when one finishes, everything queued (up to MAX_BATCH) goes in one statement and
 * one transaction, casino_wallet_many() (migration 0507). An idle node sends each call at once, alone,
 * as its own statement: batching adds no wait, it only shares a round trip, a parse and a commit
 * among calls that would have queued for a connection anyway.
 *
 * Each call keeps its own answer: inside the batch it runs in its own subtransaction, and a call that
 * fails there (a refusal, or any error) is run again by itself, so its caller gets exactly the answer
 * or the error it would have had alone. If the batch statement itself fails, nothing of it was written
 * and every call is run by itself. The calls of a batch share one shard of the casino account, and
 * the batches in flight use different shards, so they do not queue behind each other's casino row.
 */
export type BatcherStats = {
  calls: number;
  batches: number;
  batchedCalls: number;
  /** Batched calls written set-wise (casino_wallet_bulk()). */
  bulk: number;
  /** Calls run again alone (refused or failed in their batch, or the batch failed). */
  retried: number;
};

type Pending = { call: WalletCall; resolve: (a: CallAnswer) => void; reject: (e: unknown) => void };
type ManyRow = {
  o_i: number;
  o_ok: boolean;
  o_outcome: CallAnswer['outcome'];
  o_round_id: number;
  o_tx_id: number;
  o_win_tx_id: number | null;
  o_balance: number;
  o_rg: CallAnswer['rg'];
  o_error: string | null;
  o_bulk: boolean;
};

/** Calls in one batch at most. */
export const MAX_BATCH = 32;

export class WalletBatcher {
  readonly stats: BatcherStats = { calls: 0, batches: 0, batchedCalls: 0, bulk: 0, retried: 0 };
  private readonly queue: Pending[] = [];
  private readonly freeSlots: number[];
  private readonly shardBase = randomInt(SYSTEM_SHARDS);
  private scheduled = false;

  /** `slots`: statements in flight at once (PGlite runs one at a time: 1). */
  constructor(
    private readonly platform: Platform,
    slots: number,
  ) {
    this.freeSlots = Array.from({ length: slots }, (_, i) => slots - 1 - i);
  }

  submit(call: WalletCall): Promise<CallAnswer> {
    this.stats.calls += 1;
    return new Promise((resolve, reject) => {
      this.queue.push({ call, resolve, reject });
      this.schedule();
    });
  }

  /**
   * Sends what is queued at the end of this turn of the event loop, not at once: the callers a finished
   * batch answered (and requests that arrived together) make their next calls first, so they go
   * together instead of the first one alone.
   */
  private schedule() {
    if (this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.pump();
    });
  }

  private pump() {
    while (this.freeSlots.length > 0 && this.queue.length > 0) {
      // what is queued shared among the free slots, so the database works on them side by side
      const size = Math.min(MAX_BATCH, Math.ceil(this.queue.length / this.freeSlots.length));
      const slot = this.freeSlots.pop()!;
      const batch = this.queue.splice(0, size);
      void this.send(batch, slot).finally(() => {
        this.freeSlots.push(slot);
        this.schedule();
      });
    }
  }

  private async send(batch: Pending[], slot: number) {
    if (batch.length === 1) return this.alone(batch[0]!);
    this.stats.batches += 1;
    this.stats.batchedCalls += batch.length;
    const shard = (this.shardBase + slot) % SYSTEM_SHARDS;
    let rows: ManyRow[];
    try {
      const calls = JSON.stringify(batch.map((p) => elementOf(p.call, shard)));
      rows = (await sql<ManyRow>`select * from casino_wallet_many(${calls}::jsonb)`.execute(this.platform.db))
        .rows;
    } catch (error) {
      // nothing of the batch was written: each call by itself
      this.platform.log?.warn(
        { err: error, calls: batch.length },
        'casino wallet batch failed, calls retried alone',
      );
      await Promise.all(batch.map((p) => this.alone(p, true)));
      return;
    }
    const byCall = new Map(rows.map((r) => [Number(r.o_i), r]));
    await Promise.all(
      batch.map((p, i) => {
        const row = byCall.get(i + 1);
        if (row?.o_ok) {
          if (row.o_bulk) this.stats.bulk += 1;
          p.resolve(answerOfRow(row));
          return undefined;
        }
        // refused or failed inside the batch (rolled back): alone, its caller gets the real answer
        return this.alone(p, true);
      }),
    );
  }

  private async alone(p: Pending, retry = false) {
    if (retry) this.stats.retried += 1;
    try {
      p.resolve(await runCall(this.platform.db, p.call));
    } catch (error) {
      p.reject(error);
    }
  }
}

const batchers = new WeakMap<Platform['db'], WalletBatcher>();

/** Statements in flight at once on PostgreSQL without a config (a bench's bare platform): 2. */
const DEFAULT_STATEMENTS = 2;

/** The platform's batcher (one per database handle, so per node and per test platform). */
export function batcherOf(platform: Platform): WalletBatcher {
  let b = batchers.get(platform.db);
  if (!b) {
    const statements = platform.config?.CASINO_WALLET_STATEMENTS ?? DEFAULT_STATEMENTS;
    b = new WalletBatcher(platform, platform.database.kind === 'pglite' ? 1 : statements);
    batchers.set(platform.db, b);
  }
  return b;
}

import { randomInt } from 'node:crypto';
import type { Platform } from '../../../platform/context';
import { SYSTEM_SHARDS } from '../../wallet';
import { type CallAnswer, type CallResult, runCall, runCalls, type WalletCall } from './wallet-calls';

/**
 * Group commit for the seamless wallet. A call made while the node's wallet statements are all busy
 * waits in a queue; when one finishes, everything queued (up to MAX_BATCH) goes in one statement and
 * one transaction, casino_wallet(): the wallet's one write path, where a call sent alone is a batch of
 * one. An idle node sends each call at once: batching adds no wait, it only shares a round trip, a
 * parse and a commit among calls that would have queued for a connection anyway.
 *
 * Each call keeps its own answer or refusal, straight from the batch (a refused call is rolled back
 * alone). If the batch statement itself fails, nothing of it was written and every call is sent again
 * as a batch of one, so an error reaches only its own caller. The calls of a batch share one shard of
 * the casino account, and the batches in flight use different shards, so they do not queue behind each
 * other's casino row.
 */
export type BatcherStats = {
  calls: number;
  batches: number;
  batchedCalls: number;
  /** Batched calls written set-wise (casino_wallet_bulk()). */
  bulk: number;
  /** Calls sent again alone (their batch statement failed). */
  retried: number;
};

type Pending = { call: WalletCall; resolve: (a: CallAnswer) => void; reject: (e: unknown) => void };

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
    let results: CallResult[];
    try {
      results = await runCalls(
        this.platform.db,
        batch.map((p) => p.call),
        shard,
      );
    } catch (error) {
      // nothing of the batch was written: each call as a batch of one
      this.platform.log?.warn(
        { err: error, calls: batch.length },
        'casino wallet batch failed, calls sent alone',
      );
      await Promise.all(batch.map((p) => this.alone(p, true)));
      return;
    }
    for (const [i, p] of batch.entries()) {
      const result = results[i]!;
      if ('refusal' in result) {
        p.reject(result.refusal);
      } else {
        if (result.bulk) this.stats.bulk += 1;
        p.resolve(result.answer);
      }
    }
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

/** Statements in flight at once on PostgreSQL without a config (a bench's bare platform): 2. */
const DEFAULT_STATEMENTS = 2;

/** The platform's batcher (one per database handle, so per node and per test platform). */
export function batcherOf(platform: Platform): WalletBatcher {
  const state = platform.modules.casino;
  if (!state.batcher) {
    const statements = platform.config?.CASINO_WALLET_STATEMENTS ?? DEFAULT_STATEMENTS;
    state.batcher = new WalletBatcher(platform, platform.database.kind === 'pglite' ? 1 : statements);
  }
  return state.batcher;
}

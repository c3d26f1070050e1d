import { randomBytes } from 'node:crypto';
import { casino } from '@placar/domain';
import type { Platform } from '../../../platform/context';
import { insertChain, selectOpenChain } from './crash.repository';

/** Rounds per hash chain: s_k for round k, s_0 (the anchor) published before round 1. */
export const CHAIN_LENGTH = 10_000;

export type CrashChain = { id: number; seeds: string[]; salt: string; anchor: string; next: number };

/** The chain with rounds left (the newest), or a new one stored with its anchor before any round uses it. */
export async function loadCrashChain(platform: Pick<Platform, 'db'>): Promise<CrashChain> {
  const db = platform.db;
  let row = await selectOpenChain(db);
  if (!row) {
    const terminal = casino.generateServerSeed();
    const seeds = casino.buildCrashChain(terminal, CHAIN_LENGTH);
    const salt = randomBytes(16).toString('hex');
    row = await insertChain(db, { terminal, anchor: seeds[0]!, length: CHAIN_LENGTH, salt });
  }
  return {
    id: Number(row.id),
    seeds: casino.buildCrashChain(row.terminal_seed, Number(row.length)),
    salt: row.salt,
    anchor: row.anchor,
    next: Number(row.next_index),
  };
}

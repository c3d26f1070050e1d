import { randomBytes } from 'node:crypto';
import { casino } from '@placar/domain';
import { sql } from 'kysely';
import type { Platform } from '../../../platform/context';

/** Rounds per hash chain: s_k for round k, s_0 (the anchor) published before round 1. */
export const CHAIN_LENGTH = 10_000;

export type CrashChain = { id: number; seeds: string[]; salt: string; anchor: string; next: number };

type ChainRow = {
  id: number;
  terminal_seed: string;
  anchor: string;
  salt: string;
  next_index: number;
  length: number;
};

/** The chain with rounds left (the newest), or a new one stored with its anchor before any round uses it. */
export async function loadCrashChain(platform: Pick<Platform, 'db'>): Promise<CrashChain> {
  const db = platform.db;
  let row = (
    await sql<ChainRow>`
      select id, terminal_seed, anchor, salt, next_index, length from casino_crash_chains
      where next_index <= length order by id desc limit 1`.execute(db)
  ).rows[0];
  if (!row) {
    const terminal = casino.generateServerSeed();
    const seeds = casino.buildCrashChain(terminal, CHAIN_LENGTH);
    const salt = randomBytes(16).toString('hex');
    row = (
      await sql<ChainRow>`
        insert into casino_crash_chains (terminal_seed, anchor, length, salt)
        values (${terminal}, ${seeds[0]}, ${CHAIN_LENGTH}, ${salt})
        returning id, terminal_seed, anchor, salt, next_index, length`.execute(db)
    ).rows[0]!;
  }
  return {
    id: Number(row.id),
    seeds: casino.buildCrashChain(row.terminal_seed, Number(row.length)),
    salt: row.salt,
    anchor: row.anchor,
    next: Number(row.next_index),
  };
}

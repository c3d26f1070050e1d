// One client thread of bench:casino: its share of the players, each calling the seamless wallet on its own
// connection pool, in one of two ways: 'betWin', a round settled at once in one call (an aggregator's
// combined call; the statement Placar Originals' one-step games use), or 'separate', an aggregator's
// debit of the bet, then its credit of the win that closes the round.
// Rounds started and finished inside the window the main thread sends (epoch ms) are measured; the ones
// before warm up the connections and the functions' cached plans.
import { parentPort, workerData } from 'node:worker_threads';
import { createCasinoState } from '../../apps/server/src/modules/casino/casino.state';
import type { CasinoSession } from '../../apps/server/src/modules/casino/launch/casino-sessions';
import { betWin, credit, debit } from '../../apps/server/src/modules/casino/wallet/seamless-wallet';
import { type BatcherStats, batcherOf } from '../../apps/server/src/modules/casino/wallet/wallet-batcher';
import { createResponsibleGamingState } from '../../apps/server/src/modules/responsible-gaming';
import { MemoryBus } from '../../apps/server/src/platform/bus/memory-bus';
import type { Platform } from '../../apps/server/src/platform/context';
import { openPostgres } from '../../apps/server/src/platform/db/database';
import { countStatements } from './meters';

export type RoundMode = 'betWin' | 'separate';
export type PlayersInput = { url: string; thread: number; sessions: CasinoSession[]; mode: RoundMode };
/** latencies of the measured rounds; statements sent for all `rounds` played (warm-up included). */
export type PlayersOutput = {
  latencies: number[];
  rounds: number;
  statements: number;
  batcher: BatcherStats;
};

const input = workerData as PlayersInput;
const database = await openPostgres(input.url, input.sessions.length + 1);
// ready: the main thread answers with the measured window (epoch ms)
const window = await new Promise<{ measureFrom: number; measureTo: number }>((resolve) => {
  parentPort!.once('message', resolve);
  parentPort!.postMessage('ready');
});
// the wallet batcher's statements in flight (the server's CASINO_WALLET_STATEMENTS)
const config = { CASINO_WALLET_STATEMENTS: Number(process.env.CASINO_WALLET_STATEMENTS ?? 2) };
const platform = {
  db: database.db,
  database,
  bus: new MemoryBus(),
  config,
  // the state the wallet reads: the casino's and responsible gaming's (its stake gate)
  modules: { casino: createCasinoState(), responsibleGaming: createResponsibleGamingState() },
} as unknown as Platform;
const statements = countStatements();
const latencies: number[] = [];
let rounds = 0;
let seq = 0;

await Promise.all(
  input.sessions.map(async (session, w) => {
    while (Date.now() < window.measureTo) {
      seq += 1;
      const round = `t${input.thread}-p${w}-${seq}`;
      const stake = 100 + Math.floor(Math.random() * 900);
      const win = Math.random() < 0.49 ? stake * 2 : 0;
      const started = performance.now();
      const warm = Date.now() < window.measureFrom;
      if (input.mode === 'betWin') {
        await betWin(platform, session, {
          betReference: `${round}:bet`,
          winReference: `${round}:win`,
          roundRef: round,
          gameId: 'dice',
          bet: stake,
          win,
        });
      } else {
        await debit(platform, session, {
          reference: `${round}:bet`,
          roundRef: round,
          gameId: 'dice',
          amount: stake,
        });
        await credit(
          platform,
          session,
          { reference: `${round}:win`, roundRef: round, gameId: 'dice', amount: win },
          { closeRound: true },
        );
      }
      rounds += 1;
      if (!warm && Date.now() <= window.measureTo) latencies.push(performance.now() - started);
    }
  }),
);
statements.stop();
await database.close();
const output: PlayersOutput = {
  latencies,
  rounds,
  statements: statements.read(),
  batcher: batcherOf(platform).stats,
};
parentPort!.postMessage(output);

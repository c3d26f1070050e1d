import type { PlacarModule } from '../../platform/module';
import { startWorkerLoop } from '../../platform/worker-loop';
import { cashoutRoutes } from './cashout.routes';
import { customBetRoutes } from './custombet.routes';
import { freeBetsRoutes } from './freebets.routes';
import { historyRoutes } from './history.routes';
import { processDuePending } from './live-delay';
import { placementRoutes } from './placement.routes';
import { rulesRoutes } from './rules.routes';
import { followSettlements } from './settlement-sweep';
import { sharingRoutes } from './sharing.routes';

/**
 * Betting (seed 002): placement of every bet type, live delay, limits, bet builder, settlement from the
 * feed, cashout, free bets, sharing and the bet history. Money moves only through the wallet's ledger.
 *
 * For other modules:
 *   bets.history.<userId>   TStreamEnvelope 'bet-history-update' (TBetHistoryUpdate) on every ticket change
 *   createBettingState(platform, { lossLimit })  its state; responsible gaming's loss-limit check and
 *                           clock are lent here by the composition root (modules/index.ts)
 *   grantFreeBet(platform, ...)  promotions can grant free bets
 *   configureBetting(platform, { defaultLiveDelayMs, liveDelayBySport, clock, ... })  tests and tools
 */
export { bettingSettings, configureBetting } from './betting.config';
export { type BettingState, createBettingState } from './betting.state';
export { grantFreeBet } from './free-bets';
export { checkLossLimit, type LossLimitCheck, type LossLimitHooks } from './loss-limit';
export { type Placement, placeTicket } from './place-ticket';
export { applySettlement, settlementsIdle } from './settlement';
export { catchUpMatch, sweepOpenTickets, sweepSettlements } from './settlement-sweep';

export const bettingModule: PlacarModule = {
  name: 'betting',
  async routes(app, platform) {
    await placementRoutes(app, platform);
    await rulesRoutes(app, platform);
    await customBetRoutes(app, platform);
    await cashoutRoutes(app, platform);
    await freeBetsRoutes(app, platform);
    await sharingRoutes(app, platform);
    await historyRoutes(app, platform);
  },
  async start(platform) {
    // Per node on purpose, not behind platform/leader: the bus keeps no messages (in-process, or core
    // NATS), so a lone consumer would miss settlements while leadership moves; every node applies each
    // message and the database keeps it exactly once (bet_settlement_messages, per-ticket ledger keys).
    // The pending sweep locks each ticket row, so nodes never accept or refund a ticket twice.
    // Settlements never depend on a bus message alone: a sweep applies from the database what the bus
    // lost (settlement-sweep.ts).
    const unsubscribe = followSettlements(platform);
    // One sweep at a time, backing off while the database is unreachable (platform/worker-loop.ts).
    const sweep = startWorkerLoop({
      name: 'betting pending sweep',
      intervalMs: 1_000,
      runAtStart: false,
      log: platform.log,
      run: () => processDuePending(platform),
    });
    platform.onClose(async () => {
      unsubscribe();
      await sweep.stop();
    });
    await processDuePending(platform);
  },
};

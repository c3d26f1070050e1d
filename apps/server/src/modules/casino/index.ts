import { AppError } from '../../platform/errors';
import { runAsLeader } from '../../platform/leader';
import type { PlacarModule } from '../../platform/module';
import { onPlayerRestricted } from '../responsible-gaming';
import { crashRoutes } from './crash/crash.routes';
import { CrashGateway } from './crash/crash-gateway';
import { CrashLoop } from './crash/crash-loop';
import { revokeUserSessions } from './launch/casino-sessions';
import { casinoRoutes } from './lobby/casino.routes';
import { closeOriginalsRoundsOf } from './originals/exclusion';
import { pruneIdempotencyKeys } from './originals/idempotency';
import { originalsRoutes } from './originals/originals.routes';
import { providerRoutes } from './wallet/provider.routes';

/** Aggregators sign wallet calls with the platform's signed-body scheme (tests of other modules sign too). */
export { signBody as signCasinoRequest } from '../../platform/http/signed-body';
export { type CasinoState, createCasinoState } from './casino.state';
export { type Clock, CrashLoop } from './crash/crash-loop';
/**
 * The casino: lobby (Placar Originals catalogue, categories, providers, search, favourites), launch with
 * the seeds' rule codes, history with round recall, the seamless wallet (HTTP for aggregators,
 * in-process for Placar Originals) and the shared crash rounds. Money moves only through the ledger.
 */
export {
  type CasinoSession,
  openSession,
  resolveSession,
  revokeUserSessions,
} from './launch/casino-sessions';
export { allowLaunchOrigin, launchGame } from './launch/launch.service';
export { type AccountCheck, useIdentityCheck, useMigrationCheck } from './launch/launch-rules';
export { setGameMaintenance } from './lobby/lobby.service';
export { setProviderCredentials } from './wallet/providers';
export { balanceOf, credit, debit, endRound, refund, type WalletAnswer } from './wallet/seamless-wallet';

export const casinoModule: PlacarModule = {
  name: 'casino',
  async routes(app, platform) {
    await casinoRoutes(app, platform);
    await originalsRoutes(app, platform);
    await providerRoutes(app, platform);
    const state = platform.modules.casino;
    const gateway = new CrashGateway(platform, () => state.crashLoop);
    state.crashGateway = gateway;
    platform.onClose(() => gateway.close());
    // A player who may no longer play: no launch token of theirs bets again, and their open Placar
    // Originals rounds end per game (originals/exclusion.ts). Idempotent: it may run more than once.
    const endPlay = async (userId: number) => {
      await revokeUserSessions(platform, userId);
      await closeOriginalsRoundsOf(platform, userId);
      try {
        await gateway.closePlayer(userId);
      } catch (error) {
        // no crash loop running anywhere: the next one's recovery refunds the bets left open
        if (!(error instanceof AppError && error.code === 'GAME_IN_MAINTENANCE')) throw error;
      }
    };
    // A pause, self-exclusion or block: run by responsible gaming when it starts, and again by its
    // sweep until it succeeds.
    onPlayerRestricted(platform, 'casino', endPlay);
    // Any other restriction of the account (support's tools, a deactivation), announced on the bus.
    platform.bus.subscribe('account.status-changed', (msg) => {
      const { userId, status } = msg.data as { userId: number; status: string };
      if (status !== 'Active')
        endPlay(userId).catch((error) => platform.log.warn({ err: error }, 'casino: ending play failed'));
    });
    crashRoutes(app, platform, gateway);
  },
  /** The shared crash rounds' loop: one per deployment, on the node holding the 'casino-crash' lock. */
  async start(platform) {
    const prune = setInterval(() => {
      pruneIdempotencyKeys(platform.db).catch((err) =>
        platform.log.warn({ err }, 'casino: key prune failed'),
      );
    }, 3_600_000);
    prune.unref();
    platform.onClose(() => clearInterval(prune));
    await runAsLeader(platform, 'casino-crash', {
      async start() {
        const state = platform.modules.casino;
        const loop = new CrashLoop(platform);
        state.crashLoop = loop;
        await loop.start();
        state.crashGateway?.announce(); // the other nodes forward to this one from now on
      },
      stop() {
        const state = platform.modules.casino;
        state.crashLoop?.stop();
        state.crashLoop = undefined;
        state.crashGateway?.announce(); // ...and no longer
      },
    });
  },
};

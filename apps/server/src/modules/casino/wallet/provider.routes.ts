import { CASINO_SIGNATURE_HEADER, casinoWalletApi, centavosToReais, reaisToCentavos } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { route } from '../../../platform/http/route';
import { keepRawJsonBodies, rawBodyOf, verifySignedBody } from '../../../platform/http/signed-body';
import type { App } from '../../../platform/module';
import { type CasinoSession, resolveSession } from '../launch/casino-sessions';
import { providerBySlug, providerSecret } from './providers';
import { balanceOf, betWin, credit, debit, endRound, refund, type WalletAnswer } from './seamless-wallet';

const answer = (a: WalletAnswer, session: CasinoSession) => ({
  data: {
    balance: centavosToReais(a.balance),
    currency: 'BRL' as const,
    ...(a.operatorTransactionId ? { operatorTransactionId: a.operatorTransactionId } : {}),
    ...(a.replayed ? { replayed: true } : {}),
    playerId: session.mode === 'real' ? `u${session.userId}` : `f${session.id}`,
  },
});

/**
 * The seamless wallet over HTTP, for aggregators: POST /api/casino/provider/{providerSlug}/{operation},
 * bodies HMAC-signed with the provider's secret over the raw bytes (header x-casino-signature).
 */
export async function providerRoutes(app: App, platform: Platform) {
  await app.register(async (scope: App) => {
    keepRawJsonBodies(scope);

    /**
     * Checks the provider and its signature, then the launch token's session (issued for that provider).
     * `allowEnded`: credit, refund and endRound end rounds opened while the token was live, so they are
     * accepted after it expired or was revoked (a pause, a self-exclusion): the provider's signature
     * authenticates them, and they move money only on the token's player's own rounds.
     */
    const guard = async (request: FastifyRequest, token: string | undefined, allowEnded = false) => {
      const { providerSlug } = request.params as { providerSlug: string };
      const provider = providerBySlug(providerSlug);
      const secret = await providerSecret(platform, provider.id);
      const header = request.headers[CASINO_SIGNATURE_HEADER];
      if (
        !secret ||
        !verifySignedBody(secret, rawBodyOf(request), Array.isArray(header) ? header[0] : header)
      ) {
        throw new AppError('CASINO_SIGNATURE_INVALID');
      }
      const session = await resolveSession(platform, token, { allowEnded });
      if (session.providerId !== provider.id) throw new AppError('CASINO_TOKEN_INVALID');
      return session;
    };
    const op = (operation: string) => ({ config: { operation } });

    route(scope, casinoWalletApi.authenticate, op('authenticate'), async (request) => {
      const session = await guard(request, request.body.token);
      return answer({ balance: await balanceOf(platform, session), roundId: 0 }, session);
    });
    route(scope, casinoWalletApi.balance, op('balance'), async (request) => {
      const session = await guard(request, request.body.token);
      return answer({ balance: await balanceOf(platform, session), roundId: 0 }, session);
    });
    route(scope, casinoWalletApi.debit, op('debit'), async (request) => {
      const b = request.body;
      const session = await guard(request, b.token);
      return answer(await debit(platform, session, movementOf(b)), session);
    });
    route(scope, casinoWalletApi.credit, op('credit'), async (request) => {
      const b = request.body;
      // A win may arrive after the token expired or was revoked (long rounds, a self-exclusion): the
      // round's owner is what counts.
      const session = await guard(request, b.token, true);
      return answer(await credit(platform, session, movementOf(b)), session);
    });
    route(scope, casinoWalletApi.betWin, op('betWin'), async (request) => {
      const b = request.body;
      const session = await guard(request, b.token);
      const a = await betWin(platform, session, {
        betReference: b.betTransactionId,
        winReference: b.winTransactionId,
        roundRef: b.roundId,
        gameId: b.gameId,
        bet: reaisToCentavos(b.betAmount),
        win: reaisToCentavos(b.winAmount),
      });
      return answer(a, session);
    });
    route(scope, casinoWalletApi.refund, op('refund'), async (request) => {
      const b = request.body;
      const session = await guard(request, b.token, true);
      const a = await refund(platform, session, {
        reference: b.transactionId,
        refundedReference: b.refundedTransactionId,
        roundRef: b.roundId,
        gameId: b.gameId ?? session.gameId,
      });
      return answer(a, session);
    });
    route(scope, casinoWalletApi.endRound, op('endRound'), async (request) => {
      const b = request.body;
      const session = await guard(request, b.token, true);
      return answer(await endRound(platform, session, b.roundId), session);
    });
  });
}

/** A debit or credit request as the seamless wallet takes it: amounts in centavos. */
function movementOf(b: { transactionId: string; roundId: string; gameId: string; amount: number }) {
  return {
    reference: b.transactionId,
    roundRef: b.roundId,
    gameId: b.gameId,
    amount: reaisToCentavos(b.amount),
  };
}

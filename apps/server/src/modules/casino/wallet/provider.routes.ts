import {
  CASINO_SIGNATURE_HEADER,
  centavosToReais,
  reaisToCentavos,
  ZData,
  ZWalletAnswer,
  ZWalletAuthenticate,
  ZWalletBalance,
  ZWalletBetWin,
  ZWalletCredit,
  ZWalletDebit,
  ZWalletEndRound,
  ZWalletRefund,
} from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { App } from '../../../platform/module';
import { type CasinoSession, resolveSession } from '../launch/casino-sessions';
import { providerBySlug, providerSecret } from './providers';
import { balanceOf, betWin, credit, debit, endRound, refund, type WalletAnswer } from './seamless-wallet';
import { verifyCasinoSignature } from './signature';

const rawBodies = new WeakMap<FastifyRequest, string>();
const ZProviderParams = z.object({ providerSlug: z.string().regex(/^[a-z0-9-]{1,40}$/, 'slug do provedor') });

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
  await app.register(async (plain) => {
    const scope = plain.withTypeProvider<ZodTypeProvider>();
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      rawBodies.set(request, body as string);
      try {
        done(null, JSON.parse(body as string));
      } catch {
        const error = new Error('JSON inválido no corpo da requisição.') as Error & { statusCode: number };
        error.statusCode = 400;
        done(error, undefined);
      }
    });

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
        !verifyCasinoSignature(
          secret,
          rawBodies.get(request) ?? '',
          Array.isArray(header) ? header[0] : header,
        )
      ) {
        throw new AppError('CASINO_SIGNATURE_INVALID', { status: 401 });
      }
      const session = await resolveSession(platform, token, { allowEnded });
      if (session.providerId !== provider.id) throw new AppError('CASINO_TOKEN_INVALID', { status: 401 });
      return session;
    };
    const route = <B extends z.ZodType>(op: string, summary: string, body: B) => ({
      schema: {
        tags: ['casino-provider'],
        summary,
        params: ZProviderParams,
        body,
        headers: z.object({ [CASINO_SIGNATURE_HEADER]: z.string().max(200) }).passthrough(),
        response: { 200: ZData(ZWalletAnswer) },
      },
      config: { operation: op },
    });

    scope.post(
      '/api/casino/provider/:providerSlug/authenticate',
      route('authenticate', 'Seamless wallet: check a launch token', ZWalletAuthenticate),
      async (request) => {
        const session = await guard(request, request.body.token);
        return answer({ balance: await balanceOf(platform, session), roundId: 0 }, session);
      },
    );
    scope.post(
      '/api/casino/provider/:providerSlug/balance',
      route('balance', 'Seamless wallet: balance', ZWalletBalance),
      async (request) => {
        const session = await guard(request, request.body.token);
        return answer({ balance: await balanceOf(platform, session), roundId: 0 }, session);
      },
    );
    scope.post(
      '/api/casino/provider/:providerSlug/debit',
      route('debit', 'Seamless wallet: debit a bet (idempotent per transactionId)', ZWalletDebit),
      async (request) => {
        const b = request.body;
        const session = await guard(request, b.token);
        return answer(await debit(platform, session, movementOf(b)), session);
      },
    );
    scope.post(
      '/api/casino/provider/:providerSlug/credit',
      route('credit', 'Seamless wallet: credit a win (idempotent per transactionId)', ZWalletCredit),
      async (request) => {
        const b = request.body;
        // A win may arrive after the token expired or was revoked (long rounds, a self-exclusion): the
        // round's owner is what counts.
        const session = await guard(request, b.token, true);
        return answer(await credit(platform, session, movementOf(b)), session);
      },
    );
    scope.post(
      '/api/casino/provider/:providerSlug/betWin',
      route('betWin', 'Seamless wallet: bet and win of a round settled at once, in one call', ZWalletBetWin),
      async (request) => {
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
      },
    );
    scope.post(
      '/api/casino/provider/:providerSlug/refund',
      route('refund', 'Seamless wallet: roll back a debit (unknown debits are acknowledged)', ZWalletRefund),
      async (request) => {
        const b = request.body;
        const session = await guard(request, b.token, true);
        const a = await refund(platform, session, {
          reference: b.transactionId,
          refundedReference: b.refundedTransactionId,
          roundRef: b.roundId,
          gameId: b.gameId ?? session.gameId,
        });
        return answer(a, session);
      },
    );
    scope.post(
      '/api/casino/provider/:providerSlug/endRound',
      route('endRound', 'Seamless wallet: end a round', ZWalletEndRound),
      async (request) => {
        const b = request.body;
        const session = await guard(request, b.token, true);
        return answer(await endRound(platform, session, b.roundId), session);
      },
    );
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

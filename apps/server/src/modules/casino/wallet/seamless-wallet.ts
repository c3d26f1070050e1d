import type { Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { settleStakeGate, stakeGateNow } from '../../responsible-gaming';
import type { CasinoSession } from '../launch/casino-sessions';
import { ledgerCallOf, publishCasinoBalance, walletBalance } from './money';
import { existingTx } from './refund';
import { batcherOf } from './wallet-batcher';
import { type CallAnswer, runCall, type WalletCall } from './wallet-calls';

export { publishCasinoBalance } from './money';
export { endRound, refund } from './refund';

/**
 * The seamless wallet: how a game provider (an aggregator over HTTP, or Placar Originals in-process)
 * moves a player's money. Every movement is idempotent per (provider, reference): a retry answers the
 * first answer and moves nothing. Rounds record their bets, wins and refunds. Amounts in centavos.
 * Every call is one statement of the wallet's one write path, casino_wallet() (wallet-calls.ts): the
 * idempotency check, the responsible-gaming gate (debit), the round, the ledger movement and the record
 * commit together or not at all. Inside a caller's transaction a call is a batch of one; outside, the
 * calls go through the node's batcher (wallet-batcher.ts): calls that would queue for the database
 * share one statement and one commit, each with its own answer or refusal.
 */
export type WalletAnswer = {
  /** Balance after the operation, centavos. */
  balance: number;
  operatorTransactionId?: string;
  replayed?: boolean;
  roundId: number;
};

export type Movement3 = { reference: string; roundRef: string; gameId: string; amount: number };

/** What Placar Originals stores with a round (fairness data, outcome, multi-step state). */
export type RoundExtra = {
  seedPairId?: number;
  nonce?: number;
  params?: unknown;
  outcome?: unknown;
  state?: unknown;
  multiplier?: number | null;
};

export type WalletOptions = {
  /** Run inside the caller's transaction (a whole Placar Originals step commits at once). */
  trx?: Transaction<object>;
  round?: RoundExtra;
  /** Credit only: close the round with this credit. */
  closeRound?: boolean;
};

/** The call's answer: by itself in the caller's transaction, else through the node's batcher. */
function execute(platform: Platform, c: WalletCall, trx?: Transaction<object>): Promise<CallAnswer> {
  return trx ? runCall(trx, c) : batcherOf(platform).submit(c);
}

/** The answer of a debit or a credit. */
function answerOf(a: CallAnswer): WalletAnswer {
  return {
    balance: a.balance,
    operatorTransactionId: String(a.txId),
    roundId: a.roundId,
    ...(a.outcome === 'replayed' ? { replayed: true } : {}),
  };
}

/** The functions' p_user: the real-money player, or null for play money (the free session's balance). */
const playerOf = (session: CasinoSession) => (session.mode === 'real' ? (session.userId as number) : null);

/**
 * Runs a call that takes a bet (debit, betWin) with responsible gaming's stake gate inside its
 * statement for real money. When the gate answers (a restriction, or limits to judge: nothing was
 * written), the refusal is thrown or the stake judged against the limits, and the call runs again
 * without the gate. A refused player's retry of a bet made meanwhile still gets its first answer.
 */
async function throughStakeGate(
  platform: Platform,
  session: CasinoSession,
  c: WalletCall,
  trx: Transaction<object> | undefined,
): Promise<CallAnswer> {
  const first = await execute(
    platform,
    { ...c, rgNow: session.mode === 'real' ? stakeGateNow(platform) : null },
    trx,
  );
  if (first.outcome !== 'rg') return first;
  const executor = trx ?? platform.db;
  try {
    await settleStakeGate(platform, session.userId!, c.amount, executor, first.rg);
  } catch (error) {
    if (!(await existingTx(executor, session.providerId, c.reference))) throw error;
  }
  return execute(platform, { ...c, rgNow: null }, trx);
}

/** authenticate / balance: the session's wallet balance. */
export async function balanceOf(platform: Platform, session: CasinoSession) {
  return walletBalance(platform, session);
}

/**
 * Debit (a bet). Opens the round on its first debit. A retry of the same reference answers the first
 * answer; a debit whose reference was already refunded (the refund came first) is refused with
 * BET_REFUNDED; a debit on a closed round with ROUND_CLOSED; a short balance with INSUFFICIENT_FUNDS.
 */
export async function debit(
  platform: Platform,
  session: CasinoSession,
  m: Movement3,
  options: WalletOptions = {},
): Promise<WalletAnswer> {
  if (!(Number.isSafeInteger(m.amount) && m.amount > 0))
    throw new RangeError('debit amount must be > 0 centavos');
  const providerId = session.providerId;
  const call: WalletCall = {
    op: 'debit',
    provider: providerId,
    reference: m.reference,
    roundRef: m.roundRef,
    userId: playerOf(session),
    sessionId: session.id,
    game: m.gameId,
    amount: m.amount,
    round: options.round ?? {},
    rgNow: null,
    a: ledgerCallOf(session, 'debit', m.amount, { providerId, ...m }),
    b: null,
  };
  // real money: responsible gaming's gate runs inside the debit's statement
  const answer = answerOf(await throughStakeGate(platform, session, call, options.trx));
  if (!(options.trx || answer.replayed)) publishCasinoBalance(platform, session);
  return answer;
}

/**
 * Credit (a win, 0 for a loss). The round must exist and belong to the session's player; a credit
 * after a refund is refused (BET_REFUNDED), after the round closed too (ROUND_CLOSED).
 */
export async function credit(
  platform: Platform,
  session: CasinoSession,
  m: Movement3,
  options: WalletOptions = {},
): Promise<WalletAnswer> {
  if (!(Number.isSafeInteger(m.amount) && m.amount >= 0))
    throw new RangeError('credit amount must be >= 0 centavos');
  const providerId = session.providerId;
  const call: WalletCall = {
    op: 'credit',
    provider: providerId,
    reference: m.reference,
    roundRef: m.roundRef,
    userId: playerOf(session),
    sessionId: session.id,
    amount: m.amount,
    close: options.closeRound === true,
    round: options.round ?? {},
    rgNow: null,
    a: ledgerCallOf(session, 'credit', m.amount, { providerId, ...m }),
    b: null,
  };
  const answer = answerOf(await execute(platform, call, options.trx));
  if (!(options.trx || answer.replayed) && m.amount > 0) publishCasinoBalance(platform, session);
  return answer;
}

/** A round settled at once: its bet and its win (0 for a loss), each with the provider's reference. */
export type BetAndWin = {
  betReference: string;
  winReference: string;
  roundRef: string;
  gameId: string;
  bet: number;
  win: number;
};

export type BetWinAnswer = WalletAnswer & { betTransactionId: string; winTransactionId: string };

/**
 * Bet and win of a round that is settled at once (a dice roll, a slot spin; an aggregator's combined
 * call), in one statement of casino_wallet(): the debit and the closing credit, committed together.
 * The same rules, refusals and idempotency as debit() then credit() with closeRound: each movement
 * keeps its reference, so a retry of the pair moves nothing and answers the first answers. `round` is stored with the bet (fairness data) and its outcome with the win.
 */
export async function betWin(
  platform: Platform,
  session: CasinoSession,
  m: BetAndWin,
  options: Omit<WalletOptions, 'closeRound'> = {},
): Promise<BetWinAnswer> {
  if (!(Number.isSafeInteger(m.bet) && m.bet > 0)) throw new RangeError('bet amount must be > 0 centavos');
  if (!(Number.isSafeInteger(m.win) && m.win >= 0)) throw new RangeError('win amount must be >= 0 centavos');
  const providerId = session.providerId;
  const call: WalletCall = {
    op: 'betWin',
    provider: providerId,
    reference: m.betReference,
    winReference: m.winReference,
    roundRef: m.roundRef,
    userId: playerOf(session),
    sessionId: session.id,
    game: m.gameId,
    amount: m.bet,
    win: m.win,
    round: options.round ?? {},
    rgNow: null,
    a: ledgerCallOf(session, 'debit', m.bet, { providerId, reference: m.betReference, gameId: m.gameId }),
    b: ledgerCallOf(session, 'credit', m.win, { providerId, reference: m.winReference, gameId: m.gameId }),
  };
  const row = await throughStakeGate(platform, session, call, options.trx);
  const replayed = row.outcome === 'replayed';
  if (!(options.trx || replayed)) publishCasinoBalance(platform, session);
  return {
    balance: row.balance,
    roundId: row.roundId,
    operatorTransactionId: String(row.winTxId),
    betTransactionId: String(row.txId),
    winTransactionId: String(row.winTxId),
    ...(replayed ? { replayed: true } : {}),
  };
}

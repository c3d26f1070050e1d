import { type Kysely, type QueryExecutorProvider, type RawBuilder, sql, type Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { type StakeGate, settleStakeGate, stakeGateNow } from '../../responsible-gaming';
import type { CasinoSession } from '../launch/casino-sessions';
import { ledgerCallArgs, publishCasinoBalance, walletBalance } from './money';
import { existingTx } from './refund';

export { publishCasinoBalance } from './money';
export { endRound, refund } from './refund';

/**
 * The seamless wallet: how a game provider (an aggregator over HTTP, or Placar Originals in-process)
 * moves a player's money. Every movement is idempotent per (provider, reference): a retry answers the
 * first answer and moves nothing. Rounds record their bets, wins and refunds. Amounts in centavos.
 * Debit and credit are one statement each (casino_debit() / casino_credit(), migrations 0501, 0503): the
 * idempotency check, the responsible-gaming gate (debit), the round, the ledger movement and the record
 * commit together or not at all.
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

/**
 * The statuses of the refusals casino_debit() / casino_credit() / casino_bet_win() raise as
 * 'casino-wallet:<CODE>' (and ledger_transfers_together() as 'ledger:IDEMPOTENCY_CONFLICT').
 */
const REFUSALS: Record<string, { status: number; message?: string }> = {
  INSUFFICIENT_FUNDS: { status: 422, message: 'Saldo insuficiente.' },
  IDEMPOTENCY_CONFLICT: { status: 409 },
  BET_REFUNDED: { status: 409 },
  ROUND_CLOSED: { status: 409 },
  ROUND_NOT_FOUND: { status: 404 },
};

type CallRow = {
  o_outcome: 'moved' | 'replayed' | 'rg';
  o_round_id: number;
  o_tx_id: number;
  o_balance: number;
  o_rg?: StakeGate;
};

/**
 * Runs one wallet function and answers its row; its refusals become the seeds' error codes (nothing
 * was written).
 */
async function run<R>(executor: QueryExecutorProvider, fn: RawBuilder<unknown>): Promise<R> {
  try {
    return (await sql<R>`select * from ${fn}`.execute(executor)).rows[0]!;
  } catch (error) {
    const e = error as { message?: unknown; detail?: unknown };
    const code =
      typeof e.message === 'string' ? /^(?:casino-wallet|ledger):([A-Z_]+)$/.exec(e.message)?.[1] : undefined;
    const refusal = code ? REFUSALS[code] : undefined;
    if (!(code && refusal)) throw error;
    const context = typeof e.detail === 'string' && e.detail ? JSON.parse(e.detail) : {};
    throw new AppError(code, {
      status: refusal.status,
      ...(refusal.message ? { message: refusal.message } : {}),
      ...(Object.keys(context).length > 0 ? { context } : {}),
    });
  }
}

/** The answer of a debit or a credit row. */
function answerOf(row: CallRow): WalletAnswer {
  return {
    balance: Number(row.o_balance),
    operatorTransactionId: String(row.o_tx_id),
    roundId: Number(row.o_round_id),
    ...(row.o_outcome === 'replayed' ? { replayed: true } : {}),
  };
}

/** The functions' p_user: the real-money player, or null for play money (the free session's balance). */
const playerOf = (session: CasinoSession) => (session.mode === 'real' ? session.userId : null);

/** Round fields to store, only those given (a key present replaces the stored value). */
const roundJson = (extra: RoundExtra = {}) => JSON.stringify(extra);

/**
 * Runs a statement that takes a bet (casino_debit, casino_bet_win) with responsible gaming's stake gate
 * inside it for real money. When the gate answers (a restriction, or limits to judge: nothing was
 * written), the refusal is thrown or the stake judged against the limits, and the statement runs again
 * without the gate. A refused player's retry of a bet made meanwhile still gets its first answer.
 */
async function throughStakeGate<R extends { o_outcome: string; o_rg?: StakeGate }>(
  platform: Platform,
  executor: Kysely<object>,
  session: CasinoSession,
  bet: { reference: string; amount: number },
  statement: (rgNow: Date | null) => Promise<R>,
): Promise<R> {
  const row = await statement(session.mode === 'real' ? stakeGateNow(platform) : null);
  if (row.o_outcome !== 'rg') return row;
  try {
    await settleStakeGate(platform, session.userId!, bet.amount, executor, row.o_rg ?? null);
  } catch (error) {
    if (!(await existingTx(executor, session.providerId, bet.reference))) throw error;
  }
  return statement(null);
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
  const executor = options.trx ?? platform.db;
  const providerId = session.providerId;
  // real money: responsible gaming's gate runs inside the debit's statement
  const answer = answerOf(
    await throughStakeGate(platform, executor, session, m, (rgNow) =>
      run<CallRow>(
        executor,
        sql`casino_debit(${providerId}::int, ${m.reference}::text, ${m.roundRef}::text,
          ${playerOf(session)}::bigint, ${session.id}::bigint, ${m.gameId}::text, ${m.amount}::bigint,
          ${roundJson(options.round)}::jsonb, ${rgNow}::timestamptz,
          ${ledgerCallArgs(session, 'debit', m.amount, { providerId, ...m })})`,
      ),
    ),
  );
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
  const answer = answerOf(
    await run<CallRow>(
      options.trx ?? platform.db,
      sql`casino_credit(${providerId}::int, ${m.reference}::text, ${m.roundRef}::text,
      ${playerOf(session)}::bigint, ${session.id}::bigint, ${m.amount}::bigint,
      ${options.closeRound === true}::boolean, ${roundJson(options.round)}::jsonb,
      ${ledgerCallArgs(session, 'credit', m.amount, { providerId, ...m })})`,
    ),
  );
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

type BetWinRow = {
  o_outcome: 'moved' | 'replayed' | 'rg';
  o_round_id: number;
  o_bet_tx_id: number;
  o_win_tx_id: number;
  o_balance: number;
  o_rg?: StakeGate;
};

/**
 * Bet and win of a round that is settled at once (a dice roll, a slot spin; an aggregator's combined
 * call), in one statement: casino_bet_win() (migration 0505) is the debit and the closing credit,
 * committed together. The same rules, refusals and idempotency as debit() then credit() with
 * closeRound: each movement keeps its reference, so a retry of the pair moves nothing and answers the
 * first answers. `round` is stored with the bet (fairness data) and its outcome with the win.
 */
export async function betWin(
  platform: Platform,
  session: CasinoSession,
  m: BetAndWin,
  options: Omit<WalletOptions, 'closeRound'> = {},
): Promise<BetWinAnswer> {
  if (!(Number.isSafeInteger(m.bet) && m.bet > 0)) throw new RangeError('bet amount must be > 0 centavos');
  if (!(Number.isSafeInteger(m.win) && m.win >= 0)) throw new RangeError('win amount must be >= 0 centavos');
  const executor = options.trx ?? platform.db;
  const providerId = session.providerId;
  const betRef = { providerId, reference: m.betReference, gameId: m.gameId };
  const winRef = { providerId, reference: m.winReference, gameId: m.gameId };
  const row = await throughStakeGate(
    platform,
    executor,
    session,
    { reference: m.betReference, amount: m.bet },
    (rgNow) =>
      run<BetWinRow>(
        executor,
        sql`casino_bet_win(${providerId}::int, ${m.betReference}::text, ${m.winReference}::text,
        ${m.roundRef}::text, ${playerOf(session)}::bigint, ${session.id}::bigint, ${m.gameId}::text,
        ${m.bet}::bigint, ${m.win}::bigint, ${roundJson(options.round)}::jsonb, ${rgNow}::timestamptz,
        ${ledgerCallArgs(session, 'debit', m.bet, betRef)},
        ${ledgerCallArgs(session, 'credit', m.win, winRef)})`,
      ),
  );
  const replayed = row.o_outcome === 'replayed';
  if (!(options.trx || replayed)) publishCasinoBalance(platform, session);
  return {
    balance: Number(row.o_balance),
    roundId: Number(row.o_round_id),
    operatorTransactionId: String(row.o_win_tx_id),
    betTransactionId: String(row.o_bet_tx_id),
    winTransactionId: String(row.o_win_tx_id),
    ...(replayed ? { replayed: true } : {}),
  };
}

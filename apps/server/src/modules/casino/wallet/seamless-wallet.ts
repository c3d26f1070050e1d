import { type QueryExecutorProvider, sql, type Transaction } from 'kysely';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { assertCasinoStakeAllowed } from '../../responsible-gaming';
import type { CasinoSession } from '../launch/casino-sessions';
import { type Movement, moveMoney, walletBalance } from './money';

/**
 * The seamless wallet: how a game provider (an aggregator over HTTP, or Placar Originals in-process)
 * moves a player's money. Every movement is idempotent per (provider, reference): a retry answers the
 * first answer and moves nothing. Rounds record their bets, wins and refunds. Amounts in centavos.
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

type RoundRow = {
  id: number;
  status: 'open' | 'closed' | 'refunded';
  user_id: number | null;
  session_id: number;
  bet: number;
  refunded: number;
};
type TxRow = { id: number; type: Movement; amount: number; balance_after: number; round_id: number | null };

const json = (v: unknown) => (v === undefined ? null : JSON.stringify(v));

const err = (code: string, status: number, context?: Record<string, unknown>) =>
  new AppError(code, { status, ...(context ? { context } : {}) });

function assertOwner(session: CasinoSession, round: RoundRow) {
  const same = session.mode === 'real' ? round.user_id === session.userId : round.session_id === session.id;
  if (!same) throw err('ROUND_NOT_FOUND', 404);
}

async function inTransaction<T>(
  platform: Platform,
  options: WalletOptions,
  work: (trx: Transaction<object>) => Promise<T>,
): Promise<T> {
  if (options.trx) return work(options.trx);
  return platform.db.transaction().execute(work);
}

function replay(existing: TxRow, type: Movement, amount: number, roundId: number): WalletAnswer {
  if (existing.type !== type || Number(existing.amount) !== amount || existing.round_id !== roundId) {
    throw err('IDEMPOTENCY_CONFLICT', 409, { transactionId: existing.id });
  }
  return {
    balance: Number(existing.balance_after),
    operatorTransactionId: String(existing.id),
    replayed: true,
    roundId,
  };
}

async function existingTx(trx: QueryExecutorProvider, providerId: number, reference: string) {
  const r = await sql<TxRow>`
    select id, type, amount, balance_after, round_id from casino_transactions
    where provider_id = ${providerId} and reference = ${reference}`.execute(trx);
  return r.rows[0];
}

async function record(
  trx: QueryExecutorProvider,
  tx: {
    providerId: number;
    reference: string;
    roundId: number;
    type: Movement;
    amount: number;
    refundedReference?: string;
    moved: boolean;
    transferId: number | null;
    balanceAfter: number;
  },
  roundUpdate: ReturnType<typeof sql>,
) {
  const r = await sql<{ tx_id: number }>`
    with t as (
      insert into casino_transactions
        (provider_id, reference, round_id, type, amount, refunded_reference, moved, ledger_transfer_id, balance_after)
      values (${tx.providerId}, ${tx.reference}, ${tx.roundId}, ${tx.type}, ${tx.amount},
        ${tx.refundedReference ?? null}, ${tx.moved}, ${tx.transferId}, ${tx.balanceAfter})
      returning id
    )
    update casino_rounds set ${roundUpdate} where id = ${tx.roundId} returning (select id from t) as tx_id`.execute(
    trx,
  );
  return String(r.rows[0]?.tx_id);
}

/** Tells the header balance (wallet.balance.<userId>) that money moved; callers with a trx do it after commit. */
export function publishCasinoBalance(platform: Platform, session: CasinoSession) {
  if (session.mode === 'real')
    platform.bus.publish(`wallet.balance.${session.userId}`, { userId: session.userId });
}

function published<T extends WalletAnswer>(
  platform: Platform,
  session: CasinoSession,
  answer: T,
  moved: boolean,
) {
  if (moved && !answer.replayed) publishCasinoBalance(platform, session);
  return answer;
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
  const extra = options.round ?? {};
  let moved = false;
  const answer = await inTransaction(platform, options, async (trx) => {
    // The upsert takes the round's row lock; the next statement reads with a snapshot taken after it, so a
    // concurrent retry of the same reference sees the first one's committed transaction.
    const r = await sql<RoundRow>`
      insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id, seed_pair_id, nonce, params, state, outcome, multiplier)
      values (${providerId}, ${m.roundRef}, ${session.userId}, ${session.id}, ${m.gameId},
        ${extra.seedPairId ?? null}, ${extra.nonce ?? null}, ${json(extra.params)}::jsonb, ${json(extra.state)}::jsonb,
        ${json(extra.outcome)}::jsonb, ${extra.multiplier ?? null})
      on conflict (provider_id, round_ref) do update set provider_id = excluded.provider_id
      returning id, status, user_id, session_id, bet, refunded`.execute(trx);
    const round = r.rows[0]!;
    assertOwner(session, round);
    const prior = await sql<TxRow & { was_refunded: boolean }>`
      select t.id, t.type, t.amount, t.balance_after, t.round_id,
        exists (select 1 from casino_transactions x
          where x.provider_id = ${providerId} and x.refunded_reference = ${m.reference}) as was_refunded
      from (select 1) one left join casino_transactions t on t.provider_id = ${providerId} and t.reference = ${m.reference}`.execute(
      trx,
    );
    const found = prior.rows[0]!;
    if (found.id !== null) return replay(found, 'debit', m.amount, round.id);
    if (found.was_refunded || round.status === 'refunded') throw err('BET_REFUNDED', 409);
    if (round.status !== 'open') throw err('ROUND_CLOSED', 409);
    if (session.mode === 'real') await assertCasinoStakeAllowed(platform, session.userId!, m.amount, trx);
    const money = await moveMoney(platform, trx, session, 'debit', m.amount, {
      providerId,
      reference: m.reference,
      roundId: round.id,
      gameId: m.gameId,
    });
    moved = true;
    const txId = await record(
      trx,
      {
        providerId,
        reference: m.reference,
        roundId: round.id,
        type: 'debit',
        amount: m.amount,
        moved: true,
        transferId: money.transferId,
        balanceAfter: money.balanceAfter,
      },
      sql`bet = bet + ${m.amount}${extra.state !== undefined ? sql`, state = ${json(extra.state)}::jsonb` : sql``}`,
    );
    return { balance: money.balanceAfter, operatorTransactionId: txId, roundId: round.id } as WalletAnswer;
  });
  return published(platform, session, answer, moved && !options.trx);
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
  let moved = false;
  const answer = await inTransaction(platform, options, async (trx) => {
    const round = await lockRound(trx, providerId, m.roundRef);
    if (!round) throw err('ROUND_NOT_FOUND', 404);
    assertOwner(session, round);
    const existing = await existingTx(trx, providerId, m.reference);
    if (existing) return replay(existing, 'credit', m.amount, round.id);
    if (round.status === 'refunded' || Number(round.refunded) > 0) throw err('BET_REFUNDED', 409);
    if (round.status !== 'open') throw err('ROUND_CLOSED', 409);
    const money =
      m.amount > 0
        ? await moveMoney(platform, trx, session, 'credit', m.amount, {
            providerId,
            reference: m.reference,
            roundId: round.id,
            gameId: m.gameId,
          })
        : { balanceAfter: await walletBalance(platform, session, trx), transferId: null };
    moved = m.amount > 0;
    const extra = options.round ?? {};
    const sets = [sql`win = win + ${m.amount}`];
    if (options.closeRound) sets.push(sql`status = 'closed'`, sql`closed_at = now()`);
    if (extra.outcome !== undefined) sets.push(sql`outcome = ${json(extra.outcome)}::jsonb`);
    if (extra.state !== undefined) sets.push(sql`state = ${json(extra.state)}::jsonb`);
    if (extra.params !== undefined) sets.push(sql`params = ${json(extra.params)}::jsonb`);
    if (extra.multiplier !== undefined) sets.push(sql`multiplier = ${extra.multiplier}`);
    const txId = await record(
      trx,
      {
        providerId,
        reference: m.reference,
        roundId: round.id,
        type: 'credit',
        amount: m.amount,
        moved,
        transferId: money.transferId,
        balanceAfter: money.balanceAfter,
      },
      sql.join(sets),
    );
    return { balance: money.balanceAfter, operatorTransactionId: txId, roundId: round.id } as WalletAnswer;
  });
  return published(platform, session, answer, moved && !options.trx);
}

async function lockRound(trx: QueryExecutorProvider, providerId: number, roundRef: string) {
  const r = await sql<RoundRow>`
    select id, status, user_id, session_id, bet, refunded from casino_rounds
    where provider_id = ${providerId} and round_ref = ${roundRef} for update`.execute(trx);
  return r.rows[0];
}

/**
 * Refund (rollback) of one debit. A refund of a debit that never arrived is acknowledged with no
 * movement, and that debit is refused if it arrives later; a second refund of the same debit moves
 * nothing; a refund after the round closed with a win is refused (ROUND_CLOSED).
 */
export async function refund(
  platform: Platform,
  session: CasinoSession,
  m: { reference: string; refundedReference: string; roundRef: string; gameId: string },
  options: WalletOptions = {},
): Promise<WalletAnswer> {
  const providerId = session.providerId;
  let moved = false;
  const answer = await inTransaction(platform, options, async (trx) => {
    const created = await sql<RoundRow>`
      insert into casino_rounds (provider_id, round_ref, user_id, session_id, game_id)
      values (${providerId}, ${m.roundRef}, ${session.userId}, ${session.id}, ${m.gameId})
      on conflict (provider_id, round_ref) do update set provider_id = excluded.provider_id
      returning id, status, user_id, session_id, bet, refunded`.execute(trx);
    const round = created.rows[0]!;
    assertOwner(session, round);
    const existing = await existingTx(trx, providerId, m.reference);
    if (existing) return { ...replay(existing, 'refund', Number(existing.amount), round.id) };
    const bet = (
      await sql<{ id: number; amount: number; refunded: boolean; round_id: number }>`
        select id, amount, refunded, round_id from casino_transactions
        where provider_id = ${providerId} and reference = ${m.refundedReference} and type = 'debit'
        for update`.execute(trx)
    ).rows[0];
    const acknowledge = async () => {
      const balanceAfter = await walletBalance(platform, session, trx);
      const unknownRound = Number(round.bet) === 0;
      const txId = await record(
        trx,
        {
          providerId,
          reference: m.reference,
          roundId: round.id,
          type: 'refund',
          amount: 0,
          refundedReference: m.refundedReference,
          moved: false,
          transferId: null,
          balanceAfter,
        },
        unknownRound && round.status === 'open'
          ? sql`status = 'refunded', closed_at = now()`
          : sql`refunded = refunded`,
      );
      return { balance: balanceAfter, operatorTransactionId: txId, roundId: round.id } as WalletAnswer;
    };
    if (!bet || bet.round_id !== round.id || bet.refunded) return acknowledge();
    if (round.status === 'closed') throw err('ROUND_CLOSED', 409);
    const amount = Number(bet.amount);
    const money = await moveMoney(platform, trx, session, 'refund', amount, {
      providerId,
      reference: m.reference,
      roundId: round.id,
      gameId: m.gameId,
    });
    moved = true;
    await sql`update casino_transactions set refunded = true where id = ${bet.id}`.execute(trx);
    const allRefunded = Number(round.refunded) + amount >= Number(round.bet);
    const txId = await record(
      trx,
      {
        providerId,
        reference: m.reference,
        roundId: round.id,
        type: 'refund',
        amount,
        refundedReference: m.refundedReference,
        moved: true,
        transferId: money.transferId,
        balanceAfter: money.balanceAfter,
      },
      allRefunded
        ? sql`refunded = refunded + ${amount}, status = 'refunded', closed_at = now()`
        : sql`refunded = refunded + ${amount}`,
    );
    return { balance: money.balanceAfter, operatorTransactionId: txId, roundId: round.id } as WalletAnswer;
  });
  return published(platform, session, answer, moved && !options.trx);
}

/** End round: no more movements on it. Idempotent; unknown rounds are ROUND_NOT_FOUND. */
export async function endRound(
  platform: Platform,
  session: CasinoSession,
  roundRef: string,
): Promise<WalletAnswer> {
  const row = await sql<RoundRow>`
    select id, status, user_id, session_id, bet, refunded from casino_rounds
    where provider_id = ${session.providerId} and round_ref = ${roundRef}`.execute(platform.db);
  const round = row.rows[0];
  if (!round) throw err('ROUND_NOT_FOUND', 404);
  assertOwner(session, round);
  if (round.status === 'open') {
    await sql`update casino_rounds set status = 'closed', closed_at = now() where id = ${round.id} and status = 'open'`.execute(
      platform.db,
    );
  }
  return { balance: await walletBalance(platform, session), roundId: round.id };
}

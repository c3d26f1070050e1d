// After the faults: the ledger's invariants, and nothing half-written — a ticket without its legs or
// whose stake is not (or no longer) where its state says, casino money without its round, a one-step
// round left open, a crash bet still active on a finished round.
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { checkLedger, type LedgerReport } from '../modules/wallet/ledger-invariants';

export type ConsistencyReport = {
  ledger: LedgerReport;
  /** Tickets with no legs. */
  ticketsWithoutLegs: number[];
  /** Legs whose ticket does not exist (bet_legs has no foreign key). */
  orphanLegs: number[];
  /**
   * Tickets whose money in bets-in-play (their `bet:<id>` transfers) differs from their state: the
   * stake while open (pending or accepted, not settled, not cashed out), nothing once finished.
   */
  ticketsMisplacedStake: { id: number; status: number; stake: number; inPlay: number }[];
  /** Casino wallet calls whose round does not exist (casino_transactions.round_id has no foreign key). */
  orphanCasinoTransactions: number[];
  /** Casino wallet calls marked as moved whose ledger transfer is missing or names another round. */
  casinoTransactionsWithoutTransfer: number[];
  /** Ledger transfers of a casino round that does not exist. */
  casinoTransfersWithoutRound: number[];
  /** One-step Originals (dice) rounds left open: they settle in the statement that opens them. */
  openDiceRounds: number[];
  /** Crash bets still active on a round that crashed or was cancelled. */
  activeCrashBetsOnFinishedRounds: number[];
  counts: { tickets: number; casinoRounds: number; deposits: number };
  ok: boolean;
};

const ids = (rows: { id: number | string }[]) => rows.map((r) => Number(r.id));

export async function checkConsistency(url: string): Promise<ConsistencyReport> {
  const db = new Kysely<unknown>({
    dialect: new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 2 }) }),
  });
  try {
    const q = async <T>(query: ReturnType<typeof sql<T>>) => (await query.execute(db)).rows;
    const ledger = await checkLedger(db);
    const ticketsWithoutLegs = ids(
      await q<{ id: number }>(sql`
        select t.id from bet_tickets t where not exists (select 1 from bet_legs l where l.ticket_id = t.id)
        order by 1 limit 100`),
    );
    const orphanLegs = ids(
      await q<{ id: number }>(sql`
        select distinct l.ticket_id as id from bet_legs l
        where not exists (select 1 from bet_tickets t where t.id = l.ticket_id) order by 1 limit 100`),
    );
    const misplaced = await q<{ id: number; status: number; stake: string; in_play: string }>(sql`
      with moved as (
        select tr.reference, sum(e.amount) as in_play
        from ledger_transfers tr
        join ledger_entries e on e.transfer_id = tr.id
        join ledger_accounts a on a.id = e.account_id and a.kind = 'bets_in_play'
        where tr.reference like 'bet:%'
        group by tr.reference)
      select t.id, t.status, t.stake, coalesce(m.in_play, 0) as in_play
      from bet_tickets t left join moved m on m.reference = 'bet:' || t.id
      where coalesce(m.in_play, 0) <> case
        when t.status in (0, 2) and t.settled_at is null
             and not exists (select 1 from bet_cashouts c where c.ticket_id = t.id) then t.stake
        else 0 end
      order by 1 limit 100`);
    const orphanCasinoTransactions = ids(
      await q<{ id: number }>(sql`
        select x.id from casino_transactions x
        where not exists (select 1 from casino_rounds r where r.id = x.round_id) order by 1 limit 100`),
    );
    const casinoTransactionsWithoutTransfer = ids(
      await q<{ id: number }>(sql`
        select x.id from casino_transactions x
        left join ledger_transfers tr on tr.id = x.ledger_transfer_id
        where x.ledger_transfer_id is not null
          and (tr.id is null or tr.reference <> 'casino-round:' || x.round_id)
        order by 1 limit 100`),
    );
    const casinoTransfersWithoutRound = ids(
      await q<{ id: number }>(sql`
        select tr.id from ledger_transfers tr
        where tr.reference like 'casino-round:%'
          and not exists (select 1 from casino_rounds r where 'casino-round:' || r.id = tr.reference)
        order by 1 limit 100`),
    );
    const openDiceRounds = ids(
      await q<{ id: number }>(sql`
        select id from casino_rounds where game_id = 'dice' and status = 'open' order by 1 limit 100`),
    );
    const activeCrashBetsOnFinishedRounds = ids(
      await q<{ id: number }>(sql`
        select b.id from casino_crash_bets b join casino_crash_rounds r on r.id = b.crash_round_id
        where b.status = 'active' and r.phase in ('crashed', 'cancelled') order by 1 limit 100`),
    );
    const counts = (
      await q<{ tickets: number; casinoRounds: number; deposits: number }>(sql`
        select (select count(*) from bet_tickets)::int as "tickets",
               (select count(*) from casino_rounds)::int as "casinoRounds",
               (select count(*) from pix_deposits)::int as "deposits"`)
    )[0]!;
    const report = {
      ledger,
      ticketsWithoutLegs,
      orphanLegs,
      ticketsMisplacedStake: misplaced.map((r) => ({
        id: Number(r.id),
        status: r.status,
        stake: Number(r.stake),
        inPlay: Number(r.in_play),
      })),
      orphanCasinoTransactions,
      casinoTransactionsWithoutTransfer,
      casinoTransfersWithoutRound,
      openDiceRounds,
      activeCrashBetsOnFinishedRounds,
      counts,
    };
    return {
      ...report,
      ok:
        ledger.ok &&
        [
          ticketsWithoutLegs,
          orphanLegs,
          report.ticketsMisplacedStake,
          orphanCasinoTransactions,
          casinoTransactionsWithoutTransfer,
          casinoTransfersWithoutRound,
          openDiceRounds,
          activeCrashBetsOnFinishedRounds,
        ].every((l) => l.length === 0),
    };
  } finally {
    await db.destroy();
  }
}

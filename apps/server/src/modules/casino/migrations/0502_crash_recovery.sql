-- Crash rounds left unfinished by a node that stopped (restart, lost leadership): the next loop to
-- start cancels them and refunds their open bets through the seamless wallet (crash-recovery.ts).
-- A cancelled round never ran to its crash point: it is not listed with the crashed rounds, and its
-- seed stays unpublished like any round that did not crash.
alter table casino_crash_rounds drop constraint casino_crash_rounds_phase_check;
alter table casino_crash_rounds add constraint casino_crash_rounds_phase_check
  check (phase in ('betting', 'running', 'crashed', 'cancelled'));
alter table casino_crash_rounds add column cancelled_at timestamptz;
-- the unfinished rounds (one at most while a loop runs), and the bets still open (those of the round
-- in play, and of cancelled rounds whose refund has not been made yet)
create index casino_crash_rounds_unfinished on casino_crash_rounds (id) where phase in ('betting', 'running');
create index casino_crash_bets_active on casino_crash_bets (crash_round_id) where status = 'active';

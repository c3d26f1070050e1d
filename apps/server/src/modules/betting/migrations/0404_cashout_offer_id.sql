-- The offer a cashout accepted: Place is idempotent per offerId (its retry key, contract betting.ts),
-- so a retry of an accepted offer answers its Success again instead of AlreadyClosed.
alter table bet_cashouts add column offer_id text;

-- The granter's retry key of a free bet (the admin Grant's Idempotency-Key header, or a promotion's own
-- key): a grant sent again with it gives the free bet it already gave, never a second one.
alter table bet_free_bets add column grant_key text;
create unique index bet_free_bets_grant_key on bet_free_bets (user_id, grant_key) where grant_key is not null;

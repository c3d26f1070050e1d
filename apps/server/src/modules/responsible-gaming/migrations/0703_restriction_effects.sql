-- When every other module's work on a new pause, self-exclusion or block was done (the casino's open
-- rounds closed, open Pix charges cancelled: effects.ts). Null until then: the sweep runs the effects
-- again (each is idempotent) until they all succeed. Restrictions taken before this column have none
-- to run.
alter table rg_restrictions add column effects_done_at timestamptz;
update rg_restrictions set effects_done_at = now();
create index rg_restrictions_effects_pending on rg_restrictions (id) where effects_done_at is null;

-- The odds simulator's clock, shared by every node that may lead the feed: a new leader continues the
-- feed time of the last one (feed time = epoch + (wall time - epoch) x speed), so the events it left
-- running or unsettled keep their kick-offs. Replaced when the seed or the speed changes.
create table feed_simulator_clock (
  id smallint primary key check (id = 1),
  seed bigint not null,
  speed double precision not null,
  epoch_ms bigint not null
);

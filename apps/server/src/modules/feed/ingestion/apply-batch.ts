import { type Kysely, sql } from 'kysely';
import type { FixtureChange, OddsChange } from '../feed.messages';
import type { FeedTables } from '../feed.tables';
import { type MarketKey, storedMarketStatus } from './apply-odds';

type Db = Kysely<FeedTables>;

/** PostgreSQL allows 65,535 parameters per statement: multi-row statements go in chunks below that. */
const MAX_PARAMS = 30_000;

function chunked<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

function uniqueBy<T>(rows: T[], key: (row: T) => string): T[] {
  const map = new Map<string, T>();
  for (const r of rows) map.set(key(r), r);
  return [...map.values()];
}

/** Catalogue entries named by many fixtures: one multi-row statement per table. */
async function upsertCatalogues(db: Db, messages: FixtureChange[]) {
  const fixtures = messages.map((m) => m.fixture);
  const sports = uniqueBy(fixtures, (f) => f.sport.id).map((f) => ({
    id: f.sport.id,
    slug: f.sport.slug,
    name: f.sport.name,
    sort_order: f.sport.sortOrder,
  }));
  await db
    .insertInto('feed_sports')
    .values(sports)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const categories = uniqueBy(fixtures, (f) => f.category.id).map((f) => ({
    id: f.category.id,
    sport_id: f.sport.id,
    name: f.category.name,
    country_code: f.category.countryCode,
  }));
  await db
    .insertInto('feed_categories')
    .values(categories)
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  const tournaments = uniqueBy(fixtures, (f) => f.tournament.id).map((f) => ({
    id: f.tournament.id,
    sport_id: f.sport.id,
    category_id: f.category.id,
    name: f.tournament.name,
    provider_id: f.providerId,
    is_principal: f.tournament.isPrincipal,
    priority: f.tournament.priority,
    early_payout: f.tournament.earlyPayout,
  }));
  await db
    .insertInto('feed_tournaments')
    .values(tournaments)
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), priority: eb.ref('excluded.priority') })),
    )
    .execute();
  const seasons = uniqueBy(
    fixtures.filter((f) => f.season !== null),
    (f) => f.season?.id ?? '',
  ).map((f) => ({
    id: f.season?.id ?? '',
    tournament_id: f.tournament.id,
    name: f.season?.name ?? '',
    start_date: f.season?.startDate ?? null,
    end_date: f.season?.endDate ?? null,
  }));
  if (seasons.length > 0) {
    await db
      .insertInto('feed_seasons')
      .values(seasons)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const stages = uniqueBy(
    fixtures.filter((f) => f.stage !== null),
    (f) => f.stage?.id ?? '',
  ).map((f) => ({
    id: f.stage?.id ?? '',
    tournament_id: f.tournament.id,
    parent_id: f.stage?.parentId ?? null,
    name: f.stage?.name ?? '',
    stage_type: f.stage?.stageType ?? '',
  }));
  if (stages.length > 0) {
    await db
      .insertInto('feed_stages')
      .values(stages)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const teams = uniqueBy(
    fixtures.flatMap((f) =>
      [f.home, f.away, ...f.competitors]
        .filter((t) => t !== null)
        .map((t) => ({
          id: t.id,
          sport_id: f.sport.id,
          name: t.name,
          abbreviation: t.abbreviation,
          country_code: f.category.countryCode,
        })),
    ),
    (t) => t.id,
  );
  for (const chunk of chunked(teams, 5)) {
    await db
      .insertInto('feed_competitors')
      .values(chunk)
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/**
 * Applies many fixture changes (of distinct events) in one transaction: the catalogue and the new
 * events in multi-row statements, changed events one update each. Answers, per message, what
 * `applyFixture` would have answered.
 */
export async function applyFixtureBatch(
  db: Db,
  messages: FixtureChange[],
): Promise<('new' | 'changed' | 'none')[]> {
  if (messages.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    await upsertCatalogues(trx, messages);
    const existing = await trx
      .selectFrom('feed_events')
      .select(['id', 'fixture_ts'])
      .where(
        'id',
        'in',
        messages.map((m) => m.fixture.id),
      )
      .execute();
    const storedTs = new Map(existing.map((e) => [e.id, e.fixture_ts]));
    const outcomes: ('new' | 'changed' | 'none')[] = [];
    const inserts = [];
    for (const message of messages) {
      const f = message.fixture;
      const stored = storedTs.get(f.id);
      if (stored !== undefined && stored >= message.ts) {
        outcomes.push('none');
        continue;
      }
      const row = {
        id: f.id,
        event_type: f.eventType,
        provider_id: f.providerId,
        sport_id: f.sport.id,
        tournament_id: f.tournament.id,
        parent_id: f.parentId,
        name: f.name,
        home_id: f.home?.id ?? null,
        home_name: f.home?.name ?? '',
        away_id: f.away?.id ?? null,
        away_name: f.away?.name ?? '',
        scheduled_at: f.scheduledAt,
        booking_status: f.bookingStatus,
        has_streaming: f.hasStreaming,
        fixture_ts: message.ts,
        updated_at: message.ts,
      };
      if (stored === undefined) {
        inserts.push({ ...row, status: f.status, status_ts: 0 });
        outcomes.push('new');
        continue;
      }
      // as applyFixture: the fixture's status wins only for the statuses a fixture owns
      const fixtureOwnsStatus = [5, 6, 8, 9].includes(f.status);
      await trx
        .updateTable('feed_events')
        .set({ ...row, ...(fixtureOwnsStatus ? { status: f.status } : {}) })
        .where('id', '=', f.id)
        .execute();
      outcomes.push('changed');
    }
    for (const chunk of chunked(inserts, 18)) {
      await trx.insertInto('feed_events').values(chunk).execute();
    }
    return outcomes;
  });
}

/**
 * Applies the event states and markets of many odds changes (of distinct events) in one transaction,
 * with the same rules as `applyEventState` and `applyMarkets` (late and duplicate messages change
 * nothing, closed markets stay closed). Answers the events whose state changed and, per event, the
 * markets that changed.
 */
export async function applyOddsBatch(
  db: Db,
  messages: OddsChange[],
): Promise<{ stateChanged: Set<string>; changed: Map<string, MarketKey[]> }> {
  const stateChanged = new Set<string>();
  const changed = new Map<string, MarketKey[]>();
  if (messages.length === 0) return { stateChanged, changed };
  await db.transaction().execute(async (trx) => {
    const states = messages.filter((m) => m.state !== undefined);
    for (const chunk of chunked(states, 11)) {
      const values = chunk.map((m) => {
        const s = m.state!;
        return sql`(${m.eventId}::text, ${s.status}::smallint, ${s.matchStatusDescription}::text,
          ${s.homeScore}::int, ${s.awayScore}::int,
          ${s.clock ? Math.floor(s.clock.timeInSeconds) : null}::int, ${s.clock?.stopped ?? true}::boolean,
          ${s.clock?.timerType ?? 'up'}::text, ${s.clockRate ?? 1}::real, ${s.clock ? m.ts : null}::bigint,
          ${m.ts}::bigint)`;
      });
      const rows = await sql<{ id: string }>`
        update feed_events e set status = v.status, match_status_description = v.description,
          home_score = v.home_score, away_score = v.away_score, clock_seconds = v.clock_seconds,
          clock_stopped = v.clock_stopped, clock_type = v.clock_type, clock_rate = v.clock_rate,
          clock_at = v.clock_at, status_ts = v.ts, updated_at = v.ts
        from (values ${sql.join(values)}) as v(id, status, description, home_score, away_score,
          clock_seconds, clock_stopped, clock_type, clock_rate, clock_at, ts)
        where e.id = v.id and e.status_ts < v.ts
        returning e.id`.execute(trx);
      for (const r of rows.rows) stateChanged.add(r.id);
    }
    const marketRows = messages.flatMap((message) =>
      message.markets.map((m) => ({
        event_id: message.eventId,
        market_id: m.marketId,
        specifiers: m.specifiers,
        producer_id: message.producerId,
        status: storedMarketStatus(m.status),
        is_favorite: m.isFavorite ?? false,
        ts: message.ts,
      })),
    );
    const changedKeys = new Set<string>();
    for (const chunk of chunked(marketRows, 7)) {
      const rows = await trx
        .insertInto('feed_markets')
        .values(chunk)
        .onConflict((oc) =>
          oc
            .columns(['event_id', 'market_id', 'specifiers'])
            .doUpdateSet((eb) => ({
              producer_id: eb.ref('excluded.producer_id'),
              status: eb.ref('excluded.status'),
              is_favorite: eb.ref('excluded.is_favorite'),
              ts: eb.ref('excluded.ts'),
            }))
            .where(sql<boolean>`feed_markets.ts < excluded.ts`)
            .where('feed_markets.status', '!=', 3),
        )
        .returning(['event_id', 'market_id', 'specifiers'])
        .execute();
      for (const r of rows) {
        changedKeys.add(`${r.event_id}|${r.market_id}|${r.specifiers}`);
        const list = changed.get(r.event_id) ?? [];
        list.push({ marketId: r.market_id, specifiers: r.specifiers });
        changed.set(r.event_id, list);
      }
    }
    if (changedKeys.size === 0) return;
    const outcomeRows = messages.flatMap((message) =>
      message.markets
        .filter((m) => changedKeys.has(`${message.eventId}|${m.marketId}|${m.specifiers}`))
        .flatMap((m) => {
          const marketActive = m.status === 1;
          return m.outcomes.map((o, i) => ({
            event_id: message.eventId,
            market_id: m.marketId,
            specifiers: m.specifiers,
            outcome_id: o.outcomeId,
            odds: o.odds,
            probability: o.probability,
            active: o.active,
            status: marketActive && o.active ? 1 : marketActive ? 0 : -1,
            sort_order: i,
          }));
        }),
    );
    for (const chunk of chunked(outcomeRows, 9)) {
      await trx
        .insertInto('feed_outcomes')
        .values(chunk)
        .onConflict((oc) =>
          oc.columns(['event_id', 'market_id', 'specifiers', 'outcome_id']).doUpdateSet((eb) => ({
            odds: eb.ref('excluded.odds'),
            probability: eb.ref('excluded.probability'),
            active: eb.ref('excluded.active'),
            status: eb.ref('excluded.status'),
            sort_order: eb.ref('excluded.sort_order'),
          })),
        )
        .execute();
    }
  });
  return { stateChanged, changed };
}

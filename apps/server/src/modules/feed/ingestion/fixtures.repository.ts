import type { Kysely } from 'kysely';
import type { FixtureChange } from '../feed.messages';
import type { FeedTables } from '../feed.tables';
import { chunked, uniqueBy } from './chunks';

type Db = Kysely<FeedTables>;

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
 * Applies fixture changes (one, or many of distinct events) in one transaction: the catalogue and
 * the new events in multi-row statements, changed events one update each. A fixture older than the
 * stored one changes nothing. Answers, per message, whether its event is new, changed or untouched.
 */
export async function applyFixtures(
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
      // A fixture carries the schedule; the status it carries wins only for the terminal/pre-match
      // ones the fixture owns (cancelled, postponed, delayed, abandoned); in-play status comes with odds.
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

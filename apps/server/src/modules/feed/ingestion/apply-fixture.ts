import type { Kysely } from 'kysely';
import type { FixtureChange } from '../feed.messages';
import type { FeedTables } from '../feed.tables';

type Db = Kysely<FeedTables>;

/** Stores the catalogue entries a fixture names (sport, category, tournament, season, stage, teams). */
async function upsertCatalogue(db: Db, message: FixtureChange) {
  const f = message.fixture;
  await db
    .insertInto('feed_sports')
    .values({ id: f.sport.id, slug: f.sport.slug, name: f.sport.name, sort_order: f.sport.sortOrder })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('feed_categories')
    .values({
      id: f.category.id,
      sport_id: f.sport.id,
      name: f.category.name,
      country_code: f.category.countryCode,
    })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
  await db
    .insertInto('feed_tournaments')
    .values({
      id: f.tournament.id,
      sport_id: f.sport.id,
      category_id: f.category.id,
      name: f.tournament.name,
      provider_id: f.providerId,
      is_principal: f.tournament.isPrincipal,
      priority: f.tournament.priority,
      early_payout: f.tournament.earlyPayout,
    })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet((eb) => ({ name: eb.ref('excluded.name'), priority: eb.ref('excluded.priority') })),
    )
    .execute();
  if (f.season) {
    await db
      .insertInto('feed_seasons')
      .values({
        id: f.season.id,
        tournament_id: f.tournament.id,
        name: f.season.name,
        start_date: f.season.startDate,
        end_date: f.season.endDate,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  if (f.stage) {
    await db
      .insertInto('feed_stages')
      .values({
        id: f.stage.id,
        tournament_id: f.tournament.id,
        parent_id: f.stage.parentId,
        name: f.stage.name,
        stage_type: f.stage.stageType,
      })
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
  const teams = [f.home, f.away, ...f.competitors].filter((t) => t !== null);
  if (teams.length > 0) {
    await db
      .insertInto('feed_competitors')
      .values(
        teams.map((t) => ({
          id: t.id,
          sport_id: f.sport.id,
          name: t.name,
          abbreviation: t.abbreviation,
          country_code: f.category.countryCode,
        })),
      )
      .onConflict((oc) => oc.column('id').doNothing())
      .execute();
  }
}

/**
 * Applies a fixture change newer than the stored fixture. Answers whether the event changed and
 * whether it is new.
 */
export async function applyFixture(db: Db, message: FixtureChange): Promise<'new' | 'changed' | 'none'> {
  const f = message.fixture;
  return db.transaction().execute(async (trx) => {
    await upsertCatalogue(trx, message);
    const existing = await trx
      .selectFrom('feed_events')
      .select(['fixture_ts'])
      .where('id', '=', f.id)
      .executeTakeFirst();
    if (existing && existing.fixture_ts >= message.ts) return 'none';
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
    if (!existing) {
      await trx
        .insertInto('feed_events')
        .values({ ...row, status: f.status, status_ts: 0 })
        .execute();
      return 'new';
    }
    // A fixture carries the schedule; the status it carries wins only for the terminal/pre-match ones
    // the fixture owns (cancelled, postponed, delayed, abandoned); in-play status comes with odds.
    const fixtureOwnsStatus = [5, 6, 8, 9].includes(f.status);
    await trx
      .updateTable('feed_events')
      .set({ ...row, ...(fixtureOwnsStatus ? { status: f.status } : {}) })
      .where('id', '=', f.id)
      .execute();
    return 'changed';
  });
}

import { sql } from 'kysely';
import type { Db } from '../../../platform/db/database';
import { casinoDb } from '../casino.tables';

/** The lobby's SQL: play counts, maintenance switches (casino_game_settings), favourites. */

/** Rounds played per game in the last 7 days. */
export async function selectPlaysLastWeek(db: Db): Promise<{ game_id: string; n: number }[]> {
  const rows = await sql<{ game_id: string; n: number }>`
    select game_id, count(*)::int as n from casino_rounds
    where created_at > now() - interval '7 days' group by game_id`.execute(db);
  return rows.rows;
}

export function selectGamesInMaintenance(db: Db) {
  return casinoDb({ db })
    .selectFrom('casino_game_settings')
    .select('game_id')
    .where('in_maintenance', '=', true)
    .execute();
}

export async function upsertGameMaintenance(db: Db, gameId: string, inMaintenance: boolean) {
  await casinoDb({ db })
    .insertInto('casino_game_settings')
    .values({ game_id: gameId, in_maintenance: inMaintenance })
    .onConflict((oc) =>
      oc.column('game_id').doUpdateSet({ in_maintenance: inMaintenance, updated_at: new Date() }),
    )
    .execute();
}

/** The user's favourite games, newest first. */
export function selectFavorites(db: Db, userId: number) {
  return casinoDb({ db })
    .selectFrom('casino_favorites')
    .select('game_id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .execute();
}

export async function insertFavorite(db: Db, userId: number, gameId: string) {
  await casinoDb({ db })
    .insertInto('casino_favorites')
    .values({ user_id: userId, game_id: gameId })
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function deleteFavorite(db: Db, userId: number, gameId: string) {
  await casinoDb({ db })
    .deleteFrom('casino_favorites')
    .where('user_id', '=', userId)
    .where('game_id', '=', gameId)
    .execute();
}

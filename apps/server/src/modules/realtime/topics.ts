import type { TStreamEnvelope, TStreamEvent } from '@placar/contract';

/**
 * Topic keys of the stream gate. A client follows one or more keys (matches/{ids} follows several
 * `match:` keys); every envelope is routed to the keys its fields name, never by reading `payload`.
 */
export type TopicKey = string;

/** Every public (non-user) client also follows this key: system status reaches all of them. */
export const BROADCAST_TOPIC: TopicKey = '*';

export const topicKeys = {
  home: (): TopicKey => 'home',
  sport: (id: string): TopicKey => `sport:${id}`,
  sportPrematch: (id: string): TopicKey => `sport-prematch:${id}`,
  match: (id: string): TopicKey => `match:${id}`,
  season: (id: string): TopicKey => `season:${id}`,
  tournament: (id: string): TopicKey => `tournament:${id}`,
  betwon: (userId: number): TopicKey => `betwon:${userId}`,
  casinoCrash: (): TopicKey => 'casino-crash',
};

/** What the home stream carries besides system status: live data of the live list. */
const HOME_EVENTS: ReadonlySet<TStreamEvent> = new Set([
  'odds-update',
  'fixture',
  'bet-stop',
  'event-live-time',
  'switch-event',
]);

/**
 * The topic keys an envelope goes to.
 * - bet-history-update, or anything carrying a userId: only betwon/{userId} (never a public topic).
 * - system-status, and a switch event naming no match: every public client.
 * - otherwise by fields: match, tournament, season; sport by mode (1 live → sport/{id},
 *   0 prematch → sport/{id}/prematch, no mode → both); home for live (mode 1) data of HOME_EVENTS.
 * - casino-crash: the shared crash rounds' topic (one for all rounds).
 */
export function routeEnvelope(env: TStreamEnvelope): TopicKey[] {
  if (env.event === 'bet-history-update' || env.userId !== undefined) {
    return env.userId === undefined ? [] : [topicKeys.betwon(env.userId)];
  }
  if (env.event === 'casino-crash') return [topicKeys.casinoCrash()];
  if (env.event === 'system-status') return [BROADCAST_TOPIC];
  if (env.event === 'switch-event' && env.matchId === undefined) return [BROADCAST_TOPIC];
  const keys: TopicKey[] = [];
  if (env.matchId !== undefined) keys.push(topicKeys.match(env.matchId));
  if (env.sportId !== undefined) {
    if (env.mode !== 0) keys.push(topicKeys.sport(env.sportId));
    if (env.mode !== 1) keys.push(topicKeys.sportPrematch(env.sportId));
  }
  if (env.tournamentId !== undefined) keys.push(topicKeys.tournament(env.tournamentId));
  if (env.seasonId !== undefined) keys.push(topicKeys.season(env.seasonId));
  if (env.mode === 1 && HOME_EVENTS.has(env.event)) keys.push(topicKeys.home());
  return keys;
}

import type { ListItem } from './api/seed-matches';

export type TournamentGroup = {
  tournamentId: string;
  tournamentName: string;
  categoryName: string;
  sportId: string;
  ids: string[];
};
export type SportGroup = { sportId: string; tournaments: TournamentGroup[]; count: number };

/** Groups list rows by sport, then tournament, keeping the order of first appearance. */
export function groupBySport(items: readonly ListItem[], sportOrder: readonly string[] = []): SportGroup[] {
  const sports = new Map<string, Map<string, TournamentGroup>>();
  for (const i of items) {
    let tournaments = sports.get(i.sportId);
    if (!tournaments) {
      tournaments = new Map();
      sports.set(i.sportId, tournaments);
    }
    let t = tournaments.get(i.tournamentId);
    if (!t) {
      t = {
        tournamentId: i.tournamentId,
        tournamentName: i.tournamentName,
        categoryName: i.categoryName,
        sportId: i.sportId,
        ids: [],
      };
      tournaments.set(i.tournamentId, t);
    }
    t.ids.push(i.id);
  }
  const rank = (id: string) => {
    const r = sportOrder.indexOf(id);
    return r === -1 ? sportOrder.length : r;
  };
  return [...sports.entries()]
    .sort(([a], [b]) => rank(a) - rank(b))
    .map(([sportId, tournaments]) => {
      const list = [...tournaments.values()];
      return { sportId, tournaments: list, count: list.reduce((n, t) => n + t.ids.length, 0) };
    });
}

/** Upcoming rows by start time. */
export function byStartTime(items: readonly ListItem[]): ListItem[] {
  return [...items].sort((a, b) => Date.parse(a.scheduleTime) - Date.parse(b.scheduleTime));
}

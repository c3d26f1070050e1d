import { slugOfSport } from './sports';

/** Paths of the sportsbook routes (seed 001 section 2). */
export const eventPath = (sportId: string, matchId: string) =>
  `/esportes/${slugOfSport(sportId)}/evento/${matchId}`;
export const sportPath = (slug: string, section?: string) =>
  `/esportes/${slug}${section ? `/${section}` : ''}`;
export const tournamentPath = (sportId: string, tournamentId: string) =>
  `/esportes/${slugOfSport(sportId)}/torneio/${tournamentId}`;

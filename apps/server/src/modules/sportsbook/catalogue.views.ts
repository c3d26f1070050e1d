import {
  type TBrand,
  type TEarlyPayoutTournament,
  TOP_TOURNAMENTS_LIMIT,
  type TPrincipalTournamentEvents,
  type TSearchResult,
  type TTemplateMarket,
  type TTopTournament,
  type TTournamentName,
} from '@placar/contract';
import { MARKET_LABELS } from '@placar/domain/sportsbook/labels';
import { outcomeIdsFor, requiredSpecifiers } from '@placar/domain/sportsbook/markets';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import { listTournaments, searchCatalogue, searchEventIds } from '../feed';
import { tournamentAllowed } from './brand-rules';
import { catalogue } from './catalogue.service';
import { principalMarketIds } from './match-view';
import { enabledPrematchTournaments, listMatches, type ViewContext } from './visibility';

const DAY_MS = 86_400_000;

/** Template markets per sport layout: what the market filter of a sport page offers. */
const TEMPLATE_MARKETS: Record<string, number[]> = {
  '1x2': [1, 10, 11, 18, 16, 14, 29, 45, 60, 68],
  'handicap-total-winner': [219, 223, 225, 1, 16, 18],
  'two-way': [186],
  'special-winner': [534],
};
/** Player props: prematch only. */
const PREMATCH_ONLY_MARKETS = new Set([60, 68]);
/** Racing winner markets list their runners per event: no fixed outcomes. */
const NO_FIXED_OUTCOMES = 534;

export async function tournamentName(platform: Platform, id: string): Promise<TTournamentName> {
  const [t] = await listTournaments(platform, { ids: [id] });
  if (!t) throw notFound('Torneio');
  return { id: t.id, name: t.name, sportId: t.sport_id, categoryName: t.category_name };
}

/** Second-provider tournaments of a sport whose prematch events are enabled. */
export async function enabledPrematchOf(platform: Platform, sportId: string): Promise<string[]> {
  const enabled = await enabledPrematchTournaments(platform);
  const ofSport = await listTournaments(platform, { sportId });
  return ofSport.filter((t) => enabled.has(t.id)).map((t) => t.id);
}

export async function earlyPayoutTournaments(
  platform: Platform,
  brand: TBrand,
  sportId: string,
): Promise<TEarlyPayoutTournament[]> {
  const rows = await listTournaments(platform, { sportId });
  return rows
    .filter((t) => t.early_payout && tournamentAllowed(brand, t))
    .map((t) => ({ tournamentId: t.id, sportId: t.sport_id, name: t.name }));
}

export async function templateMarkets(
  platform: Platform,
  brand: TBrand,
  sportId: string,
  eventType: 'prematch' | 'live',
): Promise<TTemplateMarket[]> {
  const { sports } = await catalogue(platform, brand);
  const sport = sports.find((s) => s.id === sportId);
  if (!sport) throw notFound('Esporte');
  const principal = new Set(principalMarketIds(sport.id));
  let ids = TEMPLATE_MARKETS[sport.layout] ?? [];
  if (eventType === 'live') ids = ids.filter((id) => !PREMATCH_ONLY_MARKETS.has(id));
  return ids.map((marketId) => {
    const tpl = MARKET_LABELS.pt[marketId];
    const outcomes = marketId === NO_FIXED_OUTCOMES ? [] : outcomeIdsFor(marketId, {});
    return {
      marketId,
      name: tpl?.name ?? ' ',
      specifierKeys: requiredSpecifiers(marketId),
      outcomes: outcomes.map((outcomeId) => ({ outcomeId, name: tpl?.outcomes[outcomeId] ?? outcomeId })),
      isPrincipal: principal.has(marketId),
    };
  });
}

/** Upcoming events of the principal tournaments (those with any), with their principal markets. */
export async function principalTournamentEvents(
  platform: Platform,
  ctx: ViewContext,
  { tournamentToShow, forwardDays }: { tournamentToShow: number; forwardDays: number },
): Promise<TPrincipalTournamentEvents[]> {
  const { sports, tournamentsBySport } = await catalogue(platform, ctx.brand);
  const principal = sports
    .flatMap((s) => tournamentsBySport.get(s.id) ?? [])
    .filter((t) => t.isPrincipal && t.prematchCount + t.liveCount > 0 && !t.id.startsWith('bg:'))
    .slice(0, tournamentToShow);
  const to = ctx.now + forwardDays * DAY_MS;
  const data = await Promise.all(
    principal.map(async (t) => ({
      tournamentId: t.id,
      tournamentName: t.name,
      sportId: t.sportId,
      categoryName: t.categoryName,
      allowCashout: t.allowCashout,
      // the principal markets, as the sport pages: a wide list shows their columns (totals)
      events: await listMatches(
        platform,
        { tournamentId: t.id, timing: 'prematch', to, limit: 50 },
        ctx,
        'principal',
      ),
    })),
  );
  return data.filter((d) => d.events.length > 0);
}

export async function topTournaments(platform: Platform, brand: TBrand): Promise<TTopTournament[]> {
  const { sports, tournamentsBySport } = await catalogue(platform, brand);
  return sports
    .flatMap((s) => tournamentsBySport.get(s.id) ?? [])
    .filter((t) => t.isPrincipal && !t.id.startsWith('bg:'))
    .slice(0, TOP_TOURNAMENTS_LIMIT)
    .map((t) => ({ tournamentId: t.id, allowCashout: t.allowCashout }));
}

/** Teams, tournaments (the brand's) and events whose names hold `text`. */
export async function searchAll(
  platform: Platform,
  ctx: ViewContext,
  type: 'all' | 'teams' | 'tournaments' | 'events',
  text: string,
): Promise<TSearchResult> {
  const wantCatalogue = type === 'all' || type === 'teams' || type === 'tournaments';
  const found = wantCatalogue ? await searchCatalogue(platform, text, 20) : { teams: [], tournaments: [] };
  const events =
    type === 'all' || type === 'events'
      ? await listMatches(platform, { ids: await searchEventIds(platform, text, ctx.now, 30) }, ctx, 'main')
      : [];
  return {
    teams:
      type === 'tournaments' ? [] : found.teams.map((t) => ({ id: t.id, name: t.name, sportId: t.sport_id })),
    tournaments:
      type === 'teams'
        ? []
        : found.tournaments
            .filter((t) => tournamentAllowed(ctx.brand, t))
            .map((t) => ({ id: t.id, name: t.name, sportId: t.sport_id, categoryName: t.category_name })),
    events,
  };
}

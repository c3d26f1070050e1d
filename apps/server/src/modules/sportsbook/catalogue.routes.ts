import {
  ZCategory,
  ZData,
  ZEarlyPayoutTournament,
  ZHeaderItem,
  ZListQuery,
  ZPrincipalTournamentEvents,
  ZPrincipalTournamentsQuery,
  ZSearchParams,
  ZSearchQuery,
  ZSearchResult,
  ZSidebarParams,
  ZSport,
  ZSportCatalog,
  ZSportParams,
  ZTemplateMarket,
  ZTemplateMarketsQuery,
  ZTopTournament,
  ZTournamentName,
  ZTournamentParams,
} from '@placar/contract';
import { MARKET_LABELS } from '@placar/domain/sportsbook/labels';
import { outcomeIdsFor, requiredSpecifiers } from '@placar/domain/sportsbook/markets';
import { z } from 'zod';
import type { Platform } from '../../platform/context';
import { notFound } from '../../platform/errors';
import type { App } from '../../platform/module';
import { listTournaments, searchCatalogue, searchEventIds } from '../feed';
import { brandOf, tournamentAllowed } from './brand-rules';
import { catalogue, categoriesOf, headbar } from './catalogue.service';
import { principalMarketIds } from './match-view';
import { enabledPrematchTournaments, listMatches, viewContext } from './visibility';

const tags = ['sportsbook: catalogue'];
/** How many top tournaments LimitTopTournaments answers. */
export const TOP_TOURNAMENTS_LIMIT = 10;
const DAY_MS = 86_400_000;

/** Template markets per sport layout: what the market filter of a sport page offers. */
const TEMPLATE_MARKETS: Record<string, number[]> = {
  '1x2': [1, 10, 11, 18, 16, 14, 29, 45, 60, 68],
  'handicap-total-winner': [219, 223, 225, 1, 16, 18],
  'two-way': [186],
  'special-winner': [534],
};

/** Catalogue calls of seed 001 section 7, the header bar, and the search of /search-bar/{type}. */
export async function catalogueRoutes(app: App, platform: Platform) {
  app.get(
    '/api/SportBook/v1/catalog/sports',
    {
      schema: {
        tags,
        summary: 'Every sport with live and prematch counts',
        response: { 200: ZData(z.array(ZSport)) },
      },
    },
    async (request) => ({ data: (await catalogue(platform, brandOf(request))).sports }),
  );

  app.get(
    '/api/SportBook/v1/catalog/sports/:sportId',
    {
      schema: {
        tags,
        summary: 'A sport with its categories and tournaments',
        params: ZSportParams,
        response: { 200: ZData(ZSportCatalog) },
      },
    },
    async (request) => {
      const { sports, tournamentsBySport } = await catalogue(platform, brandOf(request));
      const sport = sports.find((s) => s.id === request.params.sportId);
      if (!sport) throw notFound('Esporte');
      return { data: { ...sport, categories: categoriesOf(tournamentsBySport.get(sport.id) ?? []) } };
    },
  );

  const headbarSchema = {
    schema: { tags, summary: 'Header bar items', response: { 200: ZData(z.array(ZHeaderItem)) } },
  };
  app.get('/api/SidebarSport/v3/home/headbar', headbarSchema, async (request) => ({
    data: await headbar(platform, brandOf(request)),
  }));
  app.get('/fb/headbar', headbarSchema, async (request) => ({
    data: await headbar(platform, brandOf(request)),
  }));

  app.get(
    '/api/SidebarSport/v3/all/categories/tournaments/:id',
    {
      schema: {
        tags,
        summary: 'Categories and tournaments of a sport (id: sr:sport:N)',
        params: z.object({ id: ZSportParams.shape.sportId }),
        response: { 200: ZData(z.array(ZCategory)) },
      },
    },
    async (request) => {
      const { tournamentsBySport } = await catalogue(platform, brandOf(request));
      return { data: categoriesOf(tournamentsBySport.get(request.params.id) ?? []) };
    },
  );

  app.get(
    '/api/SidebarSport/v3/:a/:b',
    {
      schema: {
        tags,
        summary: 'Sidebar of a sport: categories with tournaments that have all, live or prematch events',
        params: ZSidebarParams,
        response: { 200: ZData(z.array(ZCategory)) },
      },
    },
    async (request) => {
      const { tournamentsBySport } = await catalogue(platform, brandOf(request));
      const { a, b } = request.params;
      return { data: categoriesOf(tournamentsBySport.get(b) ?? [], a === 'all' ? undefined : a) };
    },
  );

  for (const version of ['v2', 'v3'] as const) {
    app.get(
      `/api/SportBook/${version}/catalog/tournamentname/:id`,
      {
        schema: {
          tags,
          summary: version === 'v3' ? 'Tournament name (sr: ids)' : 'Tournament name (other ids)',
          params: ZTournamentParams,
          response: { 200: ZData(ZTournamentName) },
        },
      },
      async (request) => {
        const [t] = await listTournaments(platform, { ids: [request.params.id] });
        if (!t) throw notFound('Torneio');
        return { data: { id: t.id, name: t.name, sportId: t.sport_id, categoryName: t.category_name } };
      },
    );
  }

  app.get(
    '/api/SportBook/v2/enabledprematchtournaments/:sport',
    {
      schema: {
        tags,
        summary: 'Second-provider tournaments whose prematch events are enabled',
        params: z.object({ sport: ZSportParams.shape.sportId }),
        response: { 200: ZData(z.array(z.string())) },
      },
    },
    async (request) => {
      const enabled = await enabledPrematchTournaments(platform);
      const ofSport = await listTournaments(platform, { sportId: request.params.sport });
      return { data: ofSport.filter((t) => enabled.has(t.id)).map((t) => t.id) };
    },
  );

  app.get(
    '/api/EarlyPayoutFeatures/v1/GetEarlyPayoutTournaments/:id',
    {
      schema: {
        tags,
        summary: 'Tournaments of a sport where early payout applies',
        params: z.object({ id: ZSportParams.shape.sportId }),
        response: { 200: ZData(z.array(ZEarlyPayoutTournament)) },
      },
    },
    async (request) => {
      const rows = await listTournaments(platform, { sportId: request.params.id });
      return {
        data: rows
          .filter((t) => t.early_payout && tournamentAllowed(brandOf(request), t))
          .map((t) => ({ tournamentId: t.id, sportId: t.sport_id, name: t.name })),
      };
    },
  );

  app.get(
    '/api/SportMarket/v1/GetTemplateMarkets/:id',
    {
      schema: {
        tags,
        summary: 'Market templates of a sport (names with placeholders, outcome ids)',
        params: z.object({ id: ZSportParams.shape.sportId }),
        querystring: ZTemplateMarketsQuery,
        response: { 200: ZData(z.array(ZTemplateMarket)) },
      },
    },
    async (request) => {
      const { sports } = await catalogue(platform, brandOf(request));
      const sport = sports.find((s) => s.id === request.params.id);
      if (!sport) throw notFound('Esporte');
      const principal = new Set(principalMarketIds(sport.id));
      let ids = TEMPLATE_MARKETS[sport.layout] ?? [];
      if (request.query.eventType === 'live') ids = ids.filter((id) => id !== 60 && id !== 68);
      return {
        data: ids.map((marketId) => {
          const tpl = MARKET_LABELS.pt[marketId];
          const outcomes = marketId === 534 ? [] : outcomeIdsFor(marketId, {});
          return {
            marketId,
            name: tpl?.name ?? ' ',
            specifierKeys: requiredSpecifiers(marketId),
            outcomes: outcomes.map((outcomeId) => ({
              outcomeId,
              name: tpl?.outcomes[outcomeId] ?? outcomeId,
            })),
            isPrincipal: principal.has(marketId),
          };
        }),
      };
    },
  );

  app.get(
    '/api/PrincipalTournaments/v1/GetEventsByPrincipalTournaments',
    {
      schema: {
        tags,
        summary: 'Upcoming events of the principal tournaments with their principal markets',
        querystring: ZPrincipalTournamentsQuery,
        response: { 200: ZData(z.array(ZPrincipalTournamentEvents)) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const { sports, tournamentsBySport } = await catalogue(platform, ctx.brand);
      const principal = sports
        .flatMap((s) => tournamentsBySport.get(s.id) ?? [])
        .filter((t) => t.isPrincipal && t.prematchCount + t.liveCount > 0 && !t.id.startsWith('bg:'))
        .slice(0, request.query.tournamentToShow);
      const to = ctx.now + request.query.forwardDays * DAY_MS;
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
      return { data: data.filter((d) => d.events.length > 0) };
    },
  );

  app.get(
    '/api/PrincipalTournaments/v1/LimitTopTournaments',
    {
      schema: {
        tags,
        summary: `The top tournaments (at most ${TOP_TOURNAMENTS_LIMIT}) and whether they allow cash-out`,
        response: { 200: ZData(z.array(ZTopTournament)) },
      },
    },
    async (request) => {
      const { sports, tournamentsBySport } = await catalogue(platform, brandOf(request));
      const top = sports
        .flatMap((s) => tournamentsBySport.get(s.id) ?? [])
        .filter((t) => t.isPrincipal && !t.id.startsWith('bg:'))
        .slice(0, TOP_TOURNAMENTS_LIMIT);
      return { data: top.map((t) => ({ tournamentId: t.id, allowCashout: t.allowCashout })) };
    },
  );

  app.get(
    '/api/SportBook/v1/search/:type',
    {
      schema: {
        tags,
        summary: 'Search teams, tournaments and events by name (for /search-bar/{type})',
        params: ZSearchParams,
        querystring: ZSearchQuery.extend(ZListQuery.shape),
        response: { 200: ZData(ZSearchResult) },
      },
    },
    async (request) => {
      const ctx = viewContext(request, request.query.adminMode);
      const { type } = request.params;
      const text = request.query.query;
      const wantCatalogue = type === 'all' || type === 'teams' || type === 'tournaments';
      const found = wantCatalogue
        ? await searchCatalogue(platform, text, 20)
        : { teams: [], tournaments: [] };
      const events =
        type === 'all' || type === 'events'
          ? await listMatches(
              platform,
              { ids: await searchEventIds(platform, text, ctx.now, 30) },
              ctx,
              'main',
            )
          : [];
      return {
        data: {
          teams:
            type === 'tournaments'
              ? []
              : found.teams.map((t) => ({ id: t.id, name: t.name, sportId: t.sport_id })),
          tournaments:
            type === 'teams'
              ? []
              : found.tournaments
                  .filter((t) => tournamentAllowed(ctx.brand, t))
                  .map((t) => ({
                    id: t.id,
                    name: t.name,
                    sportId: t.sport_id,
                    categoryName: t.category_name,
                  })),
          events,
        },
      };
    },
  );
}

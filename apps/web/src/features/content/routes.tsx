import { Navigate, type RouteObject } from 'react-router';
import type { SportRuleSetId } from './sport-rules';
import type { ContentDocument } from './types';

type DocumentLoader = () => Promise<ContentDocument>;

/** A route whose page text and layout load on demand: each document is its own chunk. */
function contentRoute(path: string, load: DocumentLoader): RouteObject {
  return {
    path,
    lazy: async () => {
      const [document, { ContentPage }] = await Promise.all([load(), import('./components/ContentPage')]);
      return { element: <ContentPage document={document} /> };
    },
  };
}

function sportRulesRoute(id: SportRuleSetId, load: DocumentLoader): RouteObject {
  return {
    path: `rules-sports/${id}`,
    lazy: async () => {
      const [document, { ContentPage }, { SportRulesNav }] = await Promise.all([
        load(),
        import('./components/ContentPage'),
        import('./components/SportRulesNav'),
      ]);
      return { element: <ContentPage document={document} lead={<SportRulesNav />} /> };
    },
  };
}

/**
 * Legal documents, help and rules (seed 000 section 2). An unknown /rules-sports/{idSport} matches
 * none of these and falls through to the app's not-found route.
 */
export const contentRoutes: RouteObject[] = [
  contentRoute('about-us', () => import('./documents/about-us').then((m) => m.aboutUs)),
  contentRoute('privacy-policy', () => import('./documents/privacy-policy').then((m) => m.privacyPolicy)),
  contentRoute('terms-conditions', () =>
    import('./documents/terms-conditions').then((m) => m.termsConditions),
  ),
  contentRoute('terms-conditions-cashout', () =>
    import('./documents/terms-conditions-cashout').then((m) => m.cashoutTerms),
  ),
  contentRoute('responsable-game-policy', () =>
    import('./documents/responsible-gaming-policy').then((m) => m.responsibleGamingPolicy),
  ),
  contentRoute('anti-laundering-policy', () =>
    import('./documents/anti-laundering-policy').then((m) => m.antiLaunderingPolicy),
  ),
  contentRoute('faqs', () => import('./documents/faqs').then((m) => m.faqs)),
  contentRoute('general-rules', () => import('./documents/general-rules').then((m) => m.generalRules)),
  contentRoute('ayuda', () => import('./documents/help').then((m) => m.help)),
  { path: 'rules-sports', element: <Navigate to="/rules-sports/global" replace /> },
  sportRulesRoute('global', () => import('./documents/sports/global').then((m) => m.globalRules)),
  sportRulesRoute('football', () => import('./documents/sports/football').then((m) => m.footballRules)),
  sportRulesRoute('american-football', () =>
    import('./documents/sports/american-football').then((m) => m.americanFootballRules),
  ),
  sportRulesRoute('baseball', () => import('./documents/sports/baseball').then((m) => m.baseballRules)),
  sportRulesRoute('basketball', () => import('./documents/sports/basketball').then((m) => m.basketballRules)),
  sportRulesRoute('tennis', () => import('./documents/sports/tennis').then((m) => m.tennisRules)),
];

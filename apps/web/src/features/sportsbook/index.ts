/**
 * What other features may use of the sportsbook (live results, search, the bet slip):
 * - the selection entry point: `useSelectionToggle().onSelect(outcome, market, match)`,
 *   `setSelectionHandler(handler)` for the bet slip to take over, `useSelectionStore` (what is selected);
 * - cached matches: `useMatchSlice(id, select)`, `seedMatches(client, matches)`, `sbKeys`;
 * - live data: `useLiveStream(topic, resyncKeys)`, `liveMatchesQuery(device, admin)`;
 * - pieces: `MatchRow`, `MatchClock`, `LiveBadge`, `MarketFrame` (a market card's collapsible frame),
 *   `SportsbookLayout`.
 */
export { sbKeys } from './api/keys';
export { liveMatchesQuery } from './api/live-matches';
export { type ListItem, seedMatches } from './api/seed-matches';
export type { SbMatch } from './cache/match-entry';
export { LIVE_STATUSES } from './cache/match-entry';
export { LiveBadge } from './components/LiveBadge';
export { MarketFrame } from './components/MarketFrame';
export { MatchClock } from './components/MatchClock';
export { EmptyList, MatchList, MatchListSkeleton } from './components/MatchList';
export { MatchRow } from './components/MatchRow';
export { useLiveStream } from './hooks/use-live-stream';
export { useMatchSlice } from './hooks/use-match';
export { useWide } from './hooks/use-wide';
export { ptNumbers } from './market-names';
export { eventPath, tournamentPath } from './paths';
export { useSeo } from './seo';
export { ALL_SPORTS, sportById } from './sports';
export { useAdminMode } from './stores/admin-mode';
export {
  type Selection,
  type SelectionHandler,
  setSelectionHandler,
  useIsSelected,
  useSelectionStore,
  useSelectionToggle,
} from './stores/selection';

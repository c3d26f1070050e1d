/** Query keys of the sportsbook screens. Every match lives once, under `matchKey(id)`. */
export const sbKeys = {
  all: ['sb'] as const,
  match: (id: string) => ['sb', 'match', id] as const,
  live: (device: DeviceType, admin: boolean) => ['sb', 'live', device, admin] as const,
  liveAll: ['sb', 'live'] as const,
  prematch: (sportId: string, admin: boolean) => ['sb', 'prematch', sportId, admin] as const,
  prematchAll: ['sb', 'prematch'] as const,
  principal: (admin: boolean) => ['sb', 'principal', admin] as const,
  principalAll: ['sb', 'principal'] as const,
  tournament: (id: string, admin: boolean) => ['sb', 'tournament', id, admin] as const,
  tournamentName: (id: string) => ['sb', 'tournament-name', id] as const,
  headbar: ['sb', 'headbar'] as const,
  catalog: (sportId: string) => ['sb', 'catalog', sportId] as const,
  switchMap: ['sb', 'switch'] as const,
  search: (type: string, text: string) => ['sb', 'search', type, text] as const,
  streaming: (id: string) => ['sb', 'streaming', id] as const,
  timeline: (id: string) => ['sb', 'timeline', id] as const,
};

export type DeviceType = 'Mobile' | 'Desktop';

export * as casino from './casino';
export * from './odds';
export * as sportsbook from './sportsbook';

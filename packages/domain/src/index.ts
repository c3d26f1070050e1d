export * from './odds';
export * as sportsbook from './sportsbook';

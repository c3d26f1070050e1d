/** The search page, loaded lazily by the sportsbook's routes. */
export { SearchPage } from './SearchPage';

/** The live results page, loaded lazily by the sportsbook's routes. */
export { LiveResultsPage } from './LiveResultsPage';

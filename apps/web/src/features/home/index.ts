/** What other features use of home: where "home" leads, and the module a player last visited. */
export { homeTarget, type Module, recordLastVisitedModule } from './last-module';

/** What the shell and other features use of the feature flags: read them, and keep them fresh. */
export { fetchFlags, flagsQuery, useFlags, useFlagsRefresh } from './use-flags';

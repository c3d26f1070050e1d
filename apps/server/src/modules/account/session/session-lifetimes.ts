export const REFRESH_TTL_MS = 24 * 60 * 60 * 1000;
/** `extendedSession` ("keep me signed in"): a longer refresh lifetime. */
export const EXTENDED_REFRESH_TTL_MS = 30 * 24 * 60 * 60 * 1000;
export const INACTIVITY_MS = 30 * 60 * 1000;

export const refreshTtl = (extended: boolean) => (extended ? EXTENDED_REFRESH_TTL_MS : REFRESH_TTL_MS);
export const sessionCacheKey = (sessionId: string) => `account:session:${sessionId}`;

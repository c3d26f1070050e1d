/** Seed 000 sections 2 and 8: a failed dynamic import reloads the page, at most once per 5 minutes. */
export const RELOAD_WINDOW_MS = 5 * 60_000;
const KEY = 'chunk-reload-at';

export type ReloadEnv = { now?: number; store?: Storage; reload?: () => void };

/** Reloads unless a reload already happened in the last 5 minutes; answers whether it reloaded. */
export function reloadOnce(env: ReloadEnv = {}): boolean {
  const now = env.now ?? Date.now();
  const store = env.store ?? safeStorage();
  const last = Number(store?.getItem(KEY) ?? 0);
  if (last && now - last < RELOAD_WINDOW_MS) return false;
  store?.setItem(KEY, String(now));
  (env.reload ?? (() => window.location.reload()))();
  return true;
}

/** The errors browsers raise when a lazy chunk, a module script or a preloaded stylesheet fails. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? `${error.name} ${error.message}` : String(error);
  return /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|ChunkLoadError|Loading chunk [\w-]+ failed/i.test(
    message,
  );
}

function safeStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

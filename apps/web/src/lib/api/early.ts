import type { EarlyWindow } from '../../boot/early';

/** An early answer older than this is not used (odds move): the app asks again. */
export const EARLY_MAX_AGE_MS = 20_000;

/** `d` only defeats caches (the live list): the early request carries its own. */
const withoutBuster = (url: string) => url.replace(/([?&])d=\d+(&|$)/, (_, sep, end) => (end ? sep : ''));

/**
 * The answer of a GET that index.html's boot script (boot/early.ts) already started, taken once, or
 * undefined. When the early request failed, the same request is made again with `init`.
 */
export function takeEarly(
  url: string,
  init: RequestInit | undefined,
  w: EarlyWindow | undefined = typeof window === 'undefined' ? undefined : window,
  now = Date.now(),
): Promise<Response> | undefined {
  const early = w?.__placarEarly;
  if (!early || (init?.method ?? 'GET') !== 'GET' || init?.body) return undefined;
  const wanted = withoutBuster(url);
  const key = Object.keys(early).find((k) => withoutBuster(k) === wanted);
  if (key === undefined) return undefined;
  const hit = early[key];
  delete early[key];
  if (!hit || now - hit.at > EARLY_MAX_AGE_MS) return undefined;
  return hit.res.catch(() => fetch(url, init));
}

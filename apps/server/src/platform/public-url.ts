import type { TConfig } from './config';

/**
 * The origin every link the server hands out points to (e-mailed reset, unusual-login and
 * verification links, answers that carry a URL): PUBLIC_URL, else `http://localhost:<PORT>` outside
 * production (loadConfig refuses to start production without PUBLIC_URL). Never the request's Host or
 * X-Forwarded-Host: a forged header would send a victim's live token to the forger's site.
 */
export function publicUrl(config: Pick<TConfig, 'PUBLIC_URL' | 'PORT'>): string {
  return (config.PUBLIC_URL ?? `http://localhost:${config.PORT}`).replace(/\/+$/, '');
}

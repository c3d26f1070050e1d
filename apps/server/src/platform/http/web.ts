import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../module';
import { repoRoot } from '../root';
import { API_PREFIXES } from './rate-limit';

export const webDist = () => join(repoRoot(), 'apps', 'web', 'dist');

/**
 * Serves the built client; any GET that is not an API path gets index.html (client-side routes).
 * Files are looked up per request (wildcard), so a rebuilt client is served without a restart.
 * The build writes each text file beside itself brotli- and gzip-compressed (apps/web vite.config.ts):
 * those are sent as they are to a browser that accepts them (no compression per response); hashed
 * assets are cached for a year, everything else revalidated. None of it counts against the API's
 * rate limit of the client's address (rate-limit.ts).
 */
export async function webRoutes(app: App, root = webDist()) {
  const hasWeb = existsSync(join(root, 'index.html'));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      preCompressed: true,
      setHeaders(res, path) {
        if (path.includes(`${join(root, 'assets')}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
        else res.header('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !API_PREFIXES.some((p) => path.startsWith(p));
    if (wantsPage && hasWeb) {
      if (/\.[a-z0-9]+$/i.test(path) && path !== '/') {
        return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Arquivo não encontrado.' } });
      }
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply
      .status(404)
      .send({ error: { code: 'NOT_FOUND', message: `Rota ${request.method} ${path} não encontrada.` } });
  });
}

import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { App } from '../module';
import { repoRoot } from '../root';

export const backofficeDist = () => join(repoRoot(), 'apps', 'backoffice', 'dist');

/** Where the back office lives on the site (apps/backoffice vite.config.ts `base`). */
export const BACKOFFICE_PREFIX = '/backoffice';

/**
 * The back office's own Content-Security-Policy, stricter than the site's (csp.ts): only our own
 * origin, no inline script or style, never framed, no third parties at all. `data:` images carry the
 * authenticator's QR code.
 */
export const BACKOFFICE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * Serves the built back office (apps/backoffice/dist) under /backoffice: hashed assets cached for a
 * year, the page itself revalidated, the build's .br/.gz sent as they are, and index.html for any other
 * GET under the prefix (client-side routes). Every answer under the prefix carries BACKOFFICE_CSP in
 * place of the site's policy. Files are looked up per request, so a rebuild needs no restart.
 */
export async function backofficeRoutes(app: App, root = backofficeDist()) {
  await app.register(
    async (scope) => {
      scope.addHook('onRequest', async (_request, reply) => {
        reply.header('content-security-policy', BACKOFFICE_CSP);
        reply.header('x-frame-options', 'DENY');
        reply.header('x-robots-tag', 'noindex, nofollow');
      });
      const built = () => existsSync(join(root, 'index.html'));
      await scope.register(fastifyStatic, {
        root,
        prefix: '/',
        wildcard: true,
        index: 'index.html',
        preCompressed: true,
        // the site's client decorates reply.sendFile already; this scope sends its page itself
        decorateReply: false,
        setHeaders(res, path) {
          if (path.startsWith(join(root, 'assets'))) {
            res.header('cache-control', 'public, max-age=31536000, immutable');
          } else res.header('cache-control', 'no-cache');
        },
      });
      scope.setNotFoundHandler(async (request, reply) => {
        const path = request.url.split('?')[0] ?? '/';
        const wantsPage = request.method === 'GET' || request.method === 'HEAD';
        if (!wantsPage || !built() || /\.[a-z0-9]+$/i.test(path)) {
          return reply.status(404).send({ error: { code: 'NOT_FOUND', message: 'Arquivo não encontrado.' } });
        }
        const page = await readFile(join(root, 'index.html'));
        return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
      });
    },
    { prefix: BACKOFFICE_PREFIX },
  );
}

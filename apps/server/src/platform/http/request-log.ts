import type { FastifyInstance } from 'fastify';

// Static files and probes are logged at debug only: the console shows what people and clients do.
const QUIET = [/^\/assets\//, /^\/(healthz|readyz|metrics)$/, /\.(js|css|svg|png|ico|webmanifest|woff2?)$/];

/**
 * One line per request (`GET /api/x 200 12 ms`); the request logger carries the request id (reqId);
 * 5xx at error, 4xx at warn (the handler already logged the cause of a 5xx).
 */
export function logRequests(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const status = reply.statusCode;
    const ms = Math.round(reply.elapsedTime);
    const line = `${request.method} ${request.url} ${status} ${ms} ms`;
    const fields = { status, ms };
    if (status >= 500) request.log.error(fields, line);
    else if (status >= 400 && status !== 404) request.log.warn(fields, line);
    else if (QUIET.some((r) => r.test(path))) request.log.debug(fields, line);
    else request.log.info(fields, line);
  });
}

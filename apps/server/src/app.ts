import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { CASINO_TOKEN_HEADER, type RouteDef } from '@placar/contract';
import Fastify, { LogController, type RouteOptions } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { modules as allModules } from './modules';
import { authPlugin } from './platform/auth/plugin';
import { RedisCache } from './platform/cache/cache';
import type { Platform } from './platform/context';
import { backofficeRoutes } from './platform/http/backoffice';
import { cspDirectives } from './platform/http/csp';
import { registerErrorHandler } from './platform/http/error-handler';
import { healthRoutes } from './platform/http/health';
import { refusingNulBytes, routerErrors } from './platform/http/input-guard';
import { openApiResponses } from './platform/http/openapi-responses';
import { rateLimitOptions } from './platform/http/rate-limit';
import { logRequests } from './platform/http/request-log';
import { CONTRACT_CONFIG_KEY } from './platform/http/route';
import { webRoutes } from './platform/http/web';
import type { App, PlacarModule } from './platform/module';
import { storageRoutes } from './platform/storage/storage-routes';

export type BuildAppOptions = {
  modules?: PlacarModule[];
  serveWeb?: boolean;
  /** Sees every route as it is added (the fuzz test enumerates the routes and their schemas). */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the HTTP application: cross-cutting plugins first, then every module's routes. */
export async function buildApp(platform: Platform, options: BuildAppOptions = {}): Promise<App> {
  const { config } = platform;
  const app = Fastify({
    loggerInstance: platform.log,
    trustProxy: config.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: () => randomUUID(),
    // One concise line per request instead of fastify's two verbose ones (request-log.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    // Streams (server-sent events) never end by themselves: close them on shutdown instead of waiting.
    forceCloseConnections: true,
    ajv: { customOptions: { coerceTypes: false } },
    // The router's own refusals (a path that is not UTF-8, a parameter over 100 characters) in the
    // contract's error shape and in Portuguese, like every other refusal.
    frameworkErrors: routerErrors,
  }).withTypeProvider<ZodTypeProvider>() as unknown as App;

  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(refusingNulBytes(validatorCompiler));
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  logRequests(app);
  app.addHook('onSend', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Google's sign-in pop-up must be able to talk back to this window.
    crossOriginOpenerPolicy: { policy: config.GOOGLE_CLIENT_ID ? 'same-origin-allow-popups' : 'same-origin' },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { global: true, threshold: 1024, encodings: ['br', 'gzip', 'deflate'] });
  // Per address and minute, by request class (rate-limit.ts): the web's files are free, reads generous.
  await app.register(rateLimit, {
    ...rateLimitOptions(config),
    // With Redis every node counts against the same budget.
    // Under the deployment's key prefix, as every key of the cache.
    ...(platform.cache instanceof RedisCache
      ? { redis: platform.cache.redis, nameSpace: `${platform.cache.keyPrefix}rl:` }
      : {}),
  });
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Placar API',
        version: '0.1.0',
        description: 'Sportsbook, casino, wallet and Pix: the API contract of packages/contract.',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The launch token of a casino game session (Placar Originals' game client).
          casinoToken: { type: 'apiKey', in: 'header', name: CASINO_TOKEN_HEADER },
        },
      },
    },
    // A route naming an undeclared security scheme must not take the whole description down:
    // the scheme is left out of that route, with a warning.
    transform: (raw) => {
      // A contract route's error codes (from the catalogue) become its error answers.
      const contract = (raw.route.config as Record<string, RouteDef> | undefined)?.[CONTRACT_CONFIG_KEY];
      const input = contract
        ? ({
            ...raw,
            schema: {
              ...raw.schema,
              response: { ...openApiResponses(contract), ...(raw.schema?.response as object | undefined) },
            },
          } as typeof raw)
        : raw;
      const known =
        ('openapiObject' in input ? input.openapiObject.components?.securitySchemes : undefined) ?? {};
      const schema = input.schema as { security?: Record<string, string[]>[] } | undefined;
      const unknown = schema?.security?.flatMap((g) => Object.keys(g)).filter((k) => !(k in known)) ?? [];
      if (unknown.length > 0) {
        platform.log.warn(
          { route: input.url, schemes: unknown },
          'undeclared security scheme left out of /api/docs',
        );
        const security = schema!.security!.filter((g) => Object.keys(g).every((k) => k in known));
        return jsonSchemaTransform({ ...input, schema: { ...input.schema, security } } as typeof input);
      }
      return jsonSchemaTransform(input);
    },
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(authPlugin, { tokens: platform.tokens });

  await healthRoutes(app, platform);
  await storageRoutes(app, platform.storage);
  for (const m of options.modules ?? allModules) {
    if (m.routes) await app.register(async (scope) => m.routes!(scope as App, platform));
  }
  if (options.serveWeb ?? config.SERVE_WEB) {
    await backofficeRoutes(app);
    await webRoutes(app);
  } else
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        error: { code: 'NOT_FOUND', message: `Rota ${request.method} ${request.url} não encontrada.` },
      }),
    );
  return app;
}

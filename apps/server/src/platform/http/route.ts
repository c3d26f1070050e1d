import {
  type RouteBody,
  type RouteDef,
  type RouteParams,
  type RouteQuery,
  type RouteReply,
  ZData,
} from '@placar/contract';
import type {
  FastifyError,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  preHandlerHookHandler,
  preValidationHookHandler,
} from 'fastify';
import { requireStaff } from '../auth/staff-guard';
import type { App } from '../module';

/** What the server adds to a contract route: its guards and per-route settings. */
export type RouteExtras = {
  preHandler?: preHandlerHookHandler | preHandlerHookHandler[];
  preValidation?: preValidationHookHandler | preValidationHookHandler[];
  onRequest?: onRequestHookHandler | onRequestHookHandler[];
  bodyLimit?: number;
  /** A route's own handling of its errors before the platform's (placement adds the selection index). */
  errorHandler?: (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => unknown;
  /** `false` turns @fastify/compress off for the route (streams: a compressor holds messages back). */
  compress?: false;
  /** Per-route config: `rateLimit`, and the module's own keys. */
  config?: Record<string, unknown>;
};

/** The request of a contract route, with its parsed params, query and body. */
export type ContractRequest<D extends RouteDef> = FastifyRequest<{
  Params: RouteParams<D>;
  Querystring: RouteQuery<D>;
  Body: RouteBody<D>;
}>;

// biome-ignore lint/suspicious/noConfusingVoidType: a handler that sent through `reply` returns nothing
type Returned<D extends RouteDef> = RouteReply<D> | FastifyReply | void;

export type ContractHandler<D extends RouteDef> = (
  request: ContractRequest<D>,
  reply: FastifyReply,
) => Promise<Returned<D>> | Returned<D>;

const SECURITY: Partial<Record<RouteDef['auth'], Record<string, string[]>[]>> = {
  bearer: [{ bearer: [] }],
  staff: [{ bearer: [] }],
  optionalBearer: [{}, { bearer: [] }],
  casinoToken: [{ casinoToken: [] }],
};

/** The schema of the whole success body, or undefined for non-JSON answers. */
function replySchema(route: RouteDef) {
  if (!route.answer) return undefined;
  return route.envelope === 'raw' ? route.answer : ZData(route.answer);
}

/** The route's contract, kept on its config: the OpenAPI transform reads its error codes from there. */
export const CONTRACT_CONFIG_KEY = 'contractRoute';

/** The fastify schema of a contract route (validation, serialization and the OpenAPI description). */
export function contractSchema(def: RouteDef) {
  const reply = replySchema(def);
  const security = SECURITY[def.auth];
  return {
    summary: def.summary,
    tags: [...def.tags],
    ...(def.hidden ? { hide: true } : {}),
    ...(security ? { security } : {}),
    ...(def.params ? { params: def.params } : {}),
    ...(def.query ? { querystring: def.query } : {}),
    ...(def.headers ? { headers: def.headers } : {}),
    ...(def.body && !def.multipart ? { body: def.body } : {}),
    ...(def.multipart ? { consumes: ['multipart/form-data'] } : {}),
    ...(def.produces && def.produces !== 'application/json' ? { produces: [def.produces] } : {}),
    ...(reply ? { response: { [def.status ?? 200]: reply } } : {}),
  };
}

/** A staff route (`auth: 'staff'` with `staffRoles`) gets the staff guard first, on request. */
function withStaffGuard(def: RouteDef, extras: RouteExtras): RouteExtras {
  if (def.auth !== 'staff' || !def.staffRoles) return extras;
  return { ...extras, onRequest: [requireStaff(...def.staffRoles), ...[extras.onRequest ?? []].flat()] };
}

/**
 * Registers a route declared in `@placar/contract`: its method, path, schemas and answer come from
 * the declaration, only the guards and the handler from the module. A declaration with `staffRoles`
 * brings its own guard (requireStaff, platform/auth/staff-guard.ts).
 */
export function route<D extends RouteDef>(
  app: App,
  def: D,
  extras: RouteExtras,
  handler: ContractHandler<D>,
): void {
  app.route({
    method: def.method,
    url: def.path,
    ...withStaffGuard(def, extras),
    config: { ...extras.config, [CONTRACT_CONFIG_KEY]: def } as object,
    schema: contractSchema(def),
    // biome-ignore lint/suspicious/noExplicitAny: the contract types the handler; fastify's own generics cannot follow
    handler: handler as any,
  });
}

import type { z } from 'zod';
import type { StaffRole } from './staff-constants';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call a route: anyone; a signed-in user (bearer token); anyone, with the user when a token
 * is sent; staff (bearer token with a staff role); a casino game client (launch token header);
 * a provider or PSP (signed request).
 */
export type RouteAuth = 'public' | 'bearer' | 'optionalBearer' | 'staff' | 'casinoToken' | 'signature';

/** What a route answers: JSON (the default), a server-sent event stream, an HTML page, an image or a file. */
export type RouteProduces =
  | 'application/json'
  | 'text/event-stream'
  | 'text/html'
  | 'image/png'
  | 'text/plain'
  /** A CSV export (the back office's audit log, reports). */
  | 'text/csv'
  /** A stored file, served with its own content type (signed download links). */
  | 'application/octet-stream';

/**
 * One HTTP route, declared once: the server registers it from this declaration (platform/http/route.ts),
 * the web calls it through `api.call(route, input)`, and the OpenAPI description is generated from it.
 */
export type RouteDef = {
  method: HttpMethod;
  /** Fastify syntax: `/api/Cashout/v2/Place/:kind`. */
  path: string;
  summary: string;
  tags: readonly string[];
  auth: RouteAuth;
  params?: z.ZodType;
  query?: z.ZodType;
  /** Headers the route requires (a partner's signature): a request without them answers 400. */
  headers?: z.ZodType;
  /** A JSON body, or a multipart form when `multipart` is set (validated by the handler). */
  body?: z.ZodType;
  multipart?: boolean;
  /**
   * The answer: what goes in `{ data }` (envelope 'data', the default), or the whole body (envelope 'raw').
   * Non-JSON answers (`produces`) have no schema: leave it out.
   */
  answer?: z.ZodType;
  envelope?: 'data' | 'raw';
  produces?: RouteProduces;
  /** The success status, 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  /** The catalogue's error codes this route may answer (errors.ts), beyond validation and auth. */
  errors?: readonly string[];
  /** Left out of the generated OpenAPI description (sandbox pages). */
  hidden?: boolean;
  /**
   * With `auth: 'staff'`: the staff roles that may call the route (a staff token, never a bettor's);
   * the server applies the staff guard from it, and admin passes every one. Without it, a 'staff' route
   * keeps the bettor-token role check its module applies (the older /api/admin/* routes).
   */
  staffRoles?: readonly StaffRole[];
};

/**
 * A route as the web holds it (`routes.gen.ts`): its method, path and envelope only, so no zod schema
 * is loaded to call it, typed by its declaration `D`.
 */
export type RouteRef<D extends RouteDef> = Pick<D, 'method' | 'path'> & {
  readonly envelope?: RouteDef['envelope'];
  readonly __route?: D;
};

/** The declaration behind a route or a route reference. */
export type RouteOf<R> = R extends { readonly __route?: infer D extends RouteDef }
  ? D
  : R extends RouteDef
    ? R
    : never;

/** Declares a route; the literal type is kept, so inputs and answers are typed end to end. */
export const defineRoute = <const D extends RouteDef>(route: D): D => route;

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type Output<S> = S extends z.ZodType ? z.output<S> : never;

/** What a caller passes: `params`, `query` and `body`, each present exactly when the route declares it. */
export type RouteInput<R, D = RouteOf<R>> = (D extends { params: infer P extends z.ZodType }
  ? { params: Input<P> }
  : { params?: undefined }) &
  (D extends { query: infer Q extends z.ZodType } ? { query: Input<Q> } : { query?: undefined }) &
  (D extends { multipart: true }
    ? { body: FormData }
    : D extends { body: infer B extends z.ZodType }
      ? { body: Input<B> }
      : { body?: undefined });

/** What the caller gets back: the `data` of the envelope, or the whole body of a raw answer. */
export type RouteAnswer<R, D = RouteOf<R>> = D extends { answer: infer A extends z.ZodType }
  ? Output<A>
  : unknown;

/** The whole body the server sends (what its handler returns). */
export type RouteReply<D extends RouteDef> = D extends { answer: infer A extends z.ZodType }
  ? D extends { envelope: 'raw' }
    ? Input<A>
    : { data: Input<A> }
  : unknown;

/** Parsed request parts, as the server's handler sees them. */
export type RouteParams<D extends RouteDef> = D extends { params: infer P extends z.ZodType }
  ? Output<P>
  : unknown;
export type RouteQuery<D extends RouteDef> = D extends { query: infer Q extends z.ZodType }
  ? Output<Q>
  : unknown;
export type RouteBody<D extends RouteDef> = D extends { multipart: true }
  ? unknown
  : D extends { body: infer B extends z.ZodType }
    ? Output<B>
    : unknown;

/** The path with its `:name` parameters filled in (each encoded). Throws when one is missing. */
export function routeUrl(route: Pick<RouteDef, 'method' | 'path'>, params?: Record<string, unknown>): string {
  return route.path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`routeUrl: ${route.method} ${route.path} needs the parameter "${name}"`);
    }
    return encodeURIComponent(String(value));
  });
}

/** The query string (with its `?`) of a query object: arrays repeat the key, undefined and null are left out. */
export function routeQueryString(query?: Record<string, unknown>): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (Array.isArray(value)) for (const v of value) search.append(key, String(v));
    else search.append(key, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

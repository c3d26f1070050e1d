import {
  type RouteAnswer,
  type RouteDef,
  type RouteInput,
  type RouteOf,
  type RouteRef,
  routeQueryString,
  routeUrl,
} from '@placar/contract/route';
import { STAFF_ERRORS } from '@placar/contract/staff-constants';
import { session } from '../session';
import { ApiError } from './api-error';

type ErrorBody = { error?: { code?: string; message?: string } };

/** What ends the session on the spot: it expired idle, or the token is no longer accepted. */
export const SESSION_ENDED_MESSAGE = STAFF_ERRORS.STAFF_SESSION_EXPIRED.message;

async function send(method: string, url: string, body: unknown, accept: string): Promise<Response> {
  const headers: Record<string, string> = { accept };
  const { token } = session.get();
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  let res: Response;
  try {
    res = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
  } catch {
    throw new ApiError(0, 'NETWORK', 'Sem conexão com o servidor. Verifique a rede e tente novamente.');
  }
  if (res.ok) {
    if (token) session.touch();
    return res;
  }
  const parsed = (await res.json().catch(() => null)) as ErrorBody | null;
  const code = parsed?.error?.code ?? `HTTP_${res.status}`;
  const message = parsed?.error?.message ?? 'Não foi possível concluir. Tente novamente em instantes.';
  // a staff call refused for the session (expired idle, signed out elsewhere): back to sign-in
  if (token && res.status === 401) {
    session.end(code === 'STAFF_SESSION_EXPIRED' ? message : SESSION_ENDED_MESSAGE);
  }
  if (token && code === 'STAFF_DISABLED') session.end(message);
  throw new ApiError(res.status, code, message);
}

type Args<R extends RouteDef | RouteRef<RouteDef>> =
  // biome-ignore lint/complexity/noBannedTypes: `{} extends` asks whether every input part is optional
  {} extends RouteInput<RouteOf<R>> ? [input?: RouteInput<RouteOf<R>>] : [input: RouteInput<RouteOf<R>>];

function urlOf(route: RouteDef | RouteRef<RouteDef>, input: unknown) {
  const { params, query } = (input ?? {}) as { params?: object; query?: object };
  return `${routeUrl(route, params as Record<string, unknown>)}${routeQueryString(query as Record<string, unknown>)}`;
}

/**
 * Calls a route of `@placar/contract` (routes.gen.ts) with the staff token: path, method, input and
 * answer typed by the declaration. Answers the `data` of `{ data }` bodies.
 */
export async function call<R extends RouteDef | RouteRef<RouteDef>>(
  route: R,
  ...[input]: Args<R>
): Promise<RouteAnswer<RouteOf<R>>> {
  const { body } = (input ?? {}) as { body?: unknown };
  const res = await send(route.method, urlOf(route, input), body, 'application/json');
  const answer = res.status === 204 ? null : await res.json();
  return (route.envelope === 'raw' ? answer : (answer as { data: unknown } | null)?.data) as RouteAnswer<
    RouteOf<R>
  >;
}

/** A file route (CSV export): the body as a Blob, with the same token and session handling. */
export async function download<R extends RouteDef | RouteRef<RouteDef>>(
  route: R,
  ...[input]: Args<R>
): Promise<Blob> {
  const res = await send(route.method, urlOf(route, input), undefined, '*/*');
  return res.blob();
}

export const api = { call, download };

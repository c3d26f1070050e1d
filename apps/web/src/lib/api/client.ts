import {
  type RouteAnswer,
  type RouteDef,
  type RouteInput,
  type RouteOf,
  type RouteRef,
  routeQueryString,
  routeUrl,
} from '@placar/contract/route';
import { sessionApi } from '@placar/contract/routes.gen';
import { useSession } from '../session';
import { takeEarly } from './early';
import { createHttp, REQUEST_TIMEOUT_MS, type RequestOptions } from './http';

type RefreshAnswer = { data: { token: string; refreshToken: string } };

/** The app's one HTTP client, wired to the session store. */
export const http = createHttp({
  // the first GETs of a visit may already be on their way (index.html's boot script)
  fetch: (input, init) => (typeof input === 'string' && takeEarly(input, init)) || fetch(input, init),
  getToken: () => useSession.getState().token,
  async refresh() {
    const { token, refreshToken } = useSession.getState();
    if (!token || !refreshToken) return false;
    try {
      const res = await fetch(sessionApi.refreshToken.path, {
        method: sessionApi.refreshToken.method,
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ token, refreshToken }),
      });
      if (!res.ok) return false;
      const body = (await res.json()) as RefreshAnswer;
      useSession.getState().setTokens(body.data);
      return true;
    } catch {
      return false;
    }
  },
  onRefreshFailed() {
    useSession.getState().clear();
    window.dispatchEvent(new CustomEvent('placar:login-required'));
  },
  // deactivated in another tab or by an operator: the shell's reactivation modal shows at once
  onApiError(error) {
    if (error.code !== 'SELF_BLOCKED') return;
    const { user, setUser } = useSession.getState();
    if (user && !user.isDeactivated) setUser({ ...user, isDeactivated: true });
  },
  sleep: (ms) => new Promise((r) => setTimeout(r, ms)),
  timeoutMs: REQUEST_TIMEOUT_MS,
});

/** Per-call options of `api.call`: headers (an `Idempotency-Key`), a signal, no token refresh, a timeout. */
export type CallOptions = Omit<RequestOptions, 'body' | 'query'>;

/**
 * Calls a route declared in `@placar/contract`: the path, method, input and answer types all come from
 * the declaration. Answers the `data` of `{ data }` bodies, or the whole body of a raw answer.
 */
export async function call<R extends RouteDef | RouteRef<RouteDef>>(
  route: R,
  // biome-ignore lint/complexity/noBannedTypes: `{} extends` asks whether every input part is optional
  ...[input, opts]: {} extends RouteInput<RouteOf<R>>
    ? [input?: RouteInput<RouteOf<R>>, opts?: CallOptions]
    : [input: RouteInput<RouteOf<R>>, opts?: CallOptions]
): Promise<RouteAnswer<RouteOf<R>>> {
  const { params, query, body } = (input ?? {}) as { params?: object; query?: object; body?: unknown };
  const url = `${routeUrl(route, params as Record<string, unknown>)}${routeQueryString(query as Record<string, unknown>)}`;
  const answer = await http.request<unknown>(route.method, url, { ...opts, body });
  return (route.envelope === 'raw' ? answer : (answer as { data: unknown } | null)?.data) as RouteAnswer<
    RouteOf<R>
  >;
}

/** GET/POST helpers answering the `data` of `{ data }` bodies. */
export const api = {
  call,
  get: async <T>(path: string, opts?: Parameters<typeof http.get>[1]) =>
    (await http.get<{ data: T }>(path, opts)).data,
  post: async <T>(path: string, body?: unknown, opts?: Parameters<typeof http.post>[2]) =>
    (await http.post<{ data: T }>(path, body, opts)).data,
  put: async <T>(path: string, body?: unknown, opts?: Parameters<typeof http.put>[2]) =>
    (await http.put<{ data: T }>(path, body, opts)).data,
  patch: async <T>(path: string, body?: unknown, opts?: Parameters<typeof http.patch>[2]) =>
    (await http.patch<{ data: T }>(path, body, opts)).data,
  delete: async <T>(path: string, opts?: Parameters<typeof http.delete>[1]) =>
    (await http.delete<{ data: T }>(path, opts)).data,
};

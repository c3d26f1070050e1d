import { errorMessage } from '@placar/contract/errors';
import { retryDelayMs } from './retry-after';

/**
 * The HTTP client policy of seed 000 section 7: bearer token, JSON, 3-minute timeout, up to 3 retries
 * after 100 ms for idempotent methods on 429 and 5xx, and one token refresh on 401 followed by a replay.
 * A call carrying an `Idempotency-Key` header is idempotent whatever its method (the server answers a
 * replay with the first answer): it is retried the same way, and also when its answer was lost (a
 * network failure), always with the same key. A retry never goes sooner than the Retry-After the
 * server sent (seconds or an HTTP date); one asking for more than 10 s is not retried at all.
 */
export const REQUEST_TIMEOUT_MS = 180_000;
export const RETRY_LIMIT = 3;
export const RETRY_DELAY_MS = 100;
const RETRY_METHODS = new Set(['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS']);
const IDEMPOTENCY_KEY = 'idempotency-key';
const hasIdempotencyKey = (headers: Record<string, string> | undefined) =>
  Object.keys(headers ?? {}).some((h) => h.toLowerCase() === IDEMPOTENCY_KEY);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly context?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export type HttpDeps = {
  fetch: typeof fetch;
  getToken(): string | null;
  /** Refreshes the session once; answers false when it could not (the caller then signs out). */
  refresh(): Promise<boolean>;
  onRefreshFailed(): void;
  sleep(ms: number): Promise<void>;
  timeoutMs: number;
  /** The clock for Retry-After dates (default Date.now). */
  now?: () => number;
  /** Sees every refusal the server answered (e.g. 406 SELF_BLOCKED: the account was deactivated). */
  onApiError?(error: ApiError): void;
};

export type RequestOptions = {
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Skip the 401 refresh (the refresh call itself, login). */
  noRefresh?: boolean;
  timeoutMs?: number;
};

export function createHttp(deps: HttpDeps) {
  let refreshing: Promise<boolean> | null = null;
  // Concurrent 401s share one refresh.
  const refreshOnce = () => {
    refreshing ??= deps.refresh().finally(() => {
      refreshing = null;
    });
    return refreshing;
  };

  type Sent = { res: Response; token: string | null; done(): void };

  async function send(method: string, path: string, opts: RequestOptions): Promise<Sent> {
    const url = withQuery(path, opts.query);
    const headers: Record<string, string> = { accept: 'application/json', ...opts.headers };
    const token = deps.getToken();
    if (token) headers.authorization = `Bearer ${token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    // The timeout covers the answer's body too; a plain timer (not AbortSignal.timeout) so it is
    // cleared once the answer is read and can be driven by fake timers in tests.
    const timeout = new AbortController();
    const timer = setTimeout(
      () => timeout.abort(new DOMException('request timed out', 'TimeoutError')),
      opts.timeoutMs ?? deps.timeoutMs,
    );
    const done = () => clearTimeout(timer);
    const signal = opts.signal ? AbortSignal.any([opts.signal, timeout.signal]) : timeout.signal;
    try {
      const res = await raceAbort(deps.fetch(url, { method, headers, body, signal }), signal);
      return { res, token, done };
    } catch (error) {
      done();
      throw error;
    }
  }

  const retryWait = (res: Response) =>
    retryDelayMs(res.headers.get('retry-after'), (deps.now ?? Date.now)(), RETRY_DELAY_MS);

  async function request<T>(method: string, path: string, opts: RequestOptions = {}): Promise<T> {
    const upper = method.toUpperCase();
    const keyed = hasIdempotencyKey(opts.headers);
    let refreshed = false;
    for (let attempt = 0; ; attempt++) {
      let sent: Sent;
      try {
        sent = await send(upper, path, opts);
      } catch (error) {
        const name = (error as { name?: string } | null)?.name;
        if (name === 'TimeoutError') {
          throw new ApiError(0, 'TIMEOUT', 'A conexão demorou demais. Tente novamente.');
        }
        if (name === 'AbortError') throw error;
        // the answer of a keyed call may be lost on the way back: the same key asks for it again
        if (keyed && attempt < RETRY_LIMIT) {
          await deps.sleep(RETRY_DELAY_MS);
          continue;
        }
        throw new ApiError(0, 'NETWORK', 'Sem conexão com o servidor. Verifique sua internet.');
      }
      const { res } = sent;
      if (res.status === 401 && !opts.noRefresh && !refreshed) {
        refreshed = true;
        sent.done();
        // Another request may have refreshed the session meanwhile: replay with the new token.
        const current = deps.getToken();
        if ((current && current !== sent.token) || (await refreshOnce())) {
          attempt--;
          continue;
        }
        deps.onRefreshFailed();
      }
      const retryable = (keyed || RETRY_METHODS.has(upper)) && (res.status === 429 || res.status >= 500);
      const wait = retryable && attempt < RETRY_LIMIT ? retryWait(res) : null;
      if (wait !== null) {
        sent.done();
        await deps.sleep(wait);
        continue;
      }
      try {
        return await parse<T>(res);
      } catch (error) {
        if (error instanceof ApiError) deps.onApiError?.(error);
        if ((error as { name?: string } | null)?.name === 'TimeoutError')
          throw new ApiError(0, 'TIMEOUT', 'A conexão demorou demais. Tente novamente.');
        throw error;
      } finally {
        sent.done();
      }
    }
  }

  return {
    request,
    /**
     * Refreshes the session now (after a status change the token's claims must carry), sharing the
     * refresh a concurrent 401 may have started; false when it could not.
     */
    refreshSession: refreshOnce,
    get: <T>(path: string, opts?: RequestOptions) => request<T>('GET', path, opts),
    post: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('POST', path, { ...opts, body }),
    put: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PUT', path, { ...opts, body }),
    patch: <T>(path: string, body?: unknown, opts?: RequestOptions) =>
      request<T>('PATCH', path, { ...opts, body }),
    delete: <T>(path: string, opts?: RequestOptions) => request<T>('DELETE', path, opts),
  };
}

export type Http = ReturnType<typeof createHttp>;

async function parse<T>(res: Response): Promise<T> {
  const text = await res.text();
  let json: unknown = null;
  if (text) {
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
  }
  if (res.ok) return json as T;
  const err = (
    json as { error?: { code?: string; message?: string; context?: Record<string, unknown> } } | null
  )?.error;
  const code = err?.code ?? `HTTP_${res.status}`;
  throw new ApiError(
    res.status,
    code,
    err?.message ?? errorMessage(code, 'Ocorreu um erro inesperado. Tente novamente.'),
    err?.context,
  );
}

/** Rejects as soon as the signal aborts, even with a fetch that ignores its signal. */
function raceAbort<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (v) => {
        signal.removeEventListener('abort', onAbort);
        resolve(v);
      },
      (e) => {
        signal.removeEventListener('abort', onAbort);
        reject(e);
      },
    );
  });
}

function withQuery(path: string, query?: RequestOptions['query']) {
  if (!query) return path;
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) q.set(k, String(v));
  const s = q.toString();
  return s ? `${path}${path.includes('?') ? '&' : '?'}${s}` : path;
}

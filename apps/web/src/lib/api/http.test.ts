import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, createHttp, type HttpDeps, REQUEST_TIMEOUT_MS } from './http';

type Call = { url: string; method: string; auth: string | undefined; body: unknown };

function json(status: number, body: unknown = {}) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

/** An HTTP client over a scripted fetch: each call takes the next answer. */
function setup(
  answers: (Response | ((call: Call) => Response | Promise<Response>))[],
  over: Partial<HttpDeps> = {},
) {
  const calls: Call[] = [];
  let token: string | null = 'old';
  const deps: HttpDeps = {
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const headers = (init?.headers ?? {}) as Record<string, string>;
      const call = {
        url: String(input),
        method: init?.method ?? 'GET',
        auth: headers.authorization,
        body: init?.body ? JSON.parse(String(init.body)) : undefined,
      };
      calls.push(call);
      const next = answers.shift();
      if (!next) throw new Error('no scripted answer');
      return typeof next === 'function' ? next(call) : next;
    }) as typeof fetch,
    getToken: () => token,
    refresh: vi.fn(async () => {
      token = 'new';
      return true;
    }),
    onRefreshFailed: vi.fn(),
    sleep: vi.fn(async () => {}),
    timeoutMs: REQUEST_TIMEOUT_MS,
    ...over,
  };
  return { http: createHttp(deps), deps, calls, setToken: (t: string | null) => (token = t) };
}

describe('http client policy (seed 000 section 7)', () => {
  it('sends JSON with the bearer token and answers the parsed body', async () => {
    const { http, calls } = setup([json(200, { data: { ok: true } })]);
    await expect(http.post('/api/x', { a: 1 }, { query: { page: 2, skip: undefined } })).resolves.toEqual({
      data: { ok: true },
    });
    expect(calls).toEqual([{ url: '/api/x?page=2', method: 'POST', auth: 'Bearer old', body: { a: 1 } }]);
  });

  it.each(['GET', 'PUT', 'DELETE', 'HEAD', 'OPTIONS'])(
    'retries %s up to 3 times after 100 ms on 429 and 5xx',
    async (method) => {
      const { http, calls, deps } = setup([json(503), json(429), json(500), json(200, { v: 1 })]);
      await expect(http.request(method, '/api/x')).resolves.toEqual({ v: 1 });
      expect(calls).toHaveLength(4);
      expect(deps.sleep).toHaveBeenCalledTimes(3);
      expect(deps.sleep).toHaveBeenCalledWith(100);
    },
  );

  it('hands every refusal to onApiError (a 406 SELF_BLOCKED shows the reactivation at once)', async () => {
    const seen: ApiError[] = [];
    const { http } = setup(
      [
        json(406, { error: { code: 'SELF_BLOCKED', message: 'Sua conta está desativada.' } }),
        json(200, { data: 1 }),
      ],
      { onApiError: (e) => seen.push(e) },
    );
    await expect(http.post('/api/x', {})).rejects.toMatchObject({ status: 406, code: 'SELF_BLOCKED' });
    await http.get('/api/y');
    expect(seen.map((e) => [e.status, e.code])).toEqual([[406, 'SELF_BLOCKED']]);
  });

  it('gives up after the 3rd retry with the last error', async () => {
    const { http, calls } = setup([
      json(502),
      json(502),
      json(502),
      json(599, { error: { code: 'INTERNAL', message: 'Falhou' } }),
    ]);
    const error = await http.get('/api/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 599, code: 'INTERNAL', message: 'Falhou' });
    expect(calls).toHaveLength(4);
  });

  it.each(['POST', 'PATCH'])('never retries %s', async (method) => {
    const { http, calls } = setup([json(503)]);
    await expect(http.request(method, '/api/x', { body: {} })).rejects.toMatchObject({ status: 503 });
    expect(calls).toHaveLength(1);
  });

  it('retries a POST carrying an Idempotency-Key on 5xx and on a lost answer, with the same key', async () => {
    const keys: (string | undefined)[] = [];
    const { http, calls, deps } = setup([
      json(503),
      () => {
        throw new TypeError('Failed to fetch');
      },
      json(200, { v: 3 }),
    ]);
    const fetchMock = deps.fetch as ReturnType<typeof vi.fn>;
    await expect(
      http.post('/api/x', { a: 1 }, { headers: { 'Idempotency-Key': 'click-1234' } }),
    ).resolves.toEqual({ v: 3 });
    for (const [, init] of fetchMock.mock.calls)
      keys.push(((init as RequestInit).headers as Record<string, string>)['Idempotency-Key']);
    expect(calls).toHaveLength(3);
    expect(keys).toEqual(['click-1234', 'click-1234', 'click-1234']);
  });

  it('never retries sooner than the Retry-After the server sent (seconds or an HTTP date)', async () => {
    const now = Date.parse('2026-11-26T18:00:00Z');
    const limited = (retryAfter: string) =>
      new Response('{}', { status: 429, headers: { 'retry-after': retryAfter } });
    const { http, calls, deps } = setup(
      [limited('2'), limited('Thu, 26 Nov 2026 18:00:05 GMT'), json(503), json(200, { v: 4 })],
      { now: () => now },
    );
    await expect(http.get('/api/x')).resolves.toEqual({ v: 4 });
    expect(calls).toHaveLength(4);
    expect((deps.sleep as ReturnType<typeof vi.fn>).mock.calls).toEqual([[2000], [5000], [100]]);
  });

  it('does not retry when the server asks to wait longer than the client will', async () => {
    const { http, calls, deps } = setup([
      new Response(JSON.stringify({ error: { code: 'TOO_MANY_REQUESTS', message: 'Espere' } }), {
        status: 429,
        headers: { 'retry-after': '60' },
      }),
    ]);
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(calls).toHaveLength(1);
    expect(deps.sleep).not.toHaveBeenCalled();
  });

  it('does not retry other 4xx answers', async () => {
    const { http, calls } = setup([
      json(409, { error: { code: 'CONFLICT', message: 'Já existe', context: { f: 1 } } }),
    ]);
    await expect(http.get('/api/x')).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
      message: 'Já existe',
      context: { f: 1 },
    });
    expect(calls).toHaveLength(1);
  });

  it('refreshes once on 401 and replays the request with the new token', async () => {
    const { http, calls, deps } = setup([json(401), json(200, { v: 2 })]);
    await expect(http.post('/api/x', { a: 1 })).resolves.toEqual({ v: 2 });
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer new']);
    expect(calls[1]!.body).toEqual({ a: 1 });
  });

  it('does not refresh twice when the replay answers 401 again', async () => {
    const { http, deps, calls } = setup([
      json(401),
      json(401, { error: { code: 'UNAUTHORIZED', message: 'x' } }),
    ]);
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401 });
    expect(deps.refresh).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('calls onRefreshFailed and rejects with the 401 when the refresh fails', async () => {
    const { http, deps, calls } = setup(
      [json(401, { error: { code: 'TOKEN_EXPIRED', message: 'Expirou' } })],
      {
        refresh: vi.fn(async () => false),
      },
    );
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 401, code: 'TOKEN_EXPIRED' });
    expect(deps.onRefreshFailed).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(1);
  });

  it('skips the refresh when asked (login, the refresh call itself)', async () => {
    const { http, deps } = setup([json(401)]);
    await expect(http.post('/api/login', {}, { noRefresh: true })).rejects.toMatchObject({ status: 401 });
    expect(deps.refresh).not.toHaveBeenCalled();
    expect(deps.onRefreshFailed).not.toHaveBeenCalled();
  });

  it('shares one refresh between concurrent 401s', async () => {
    let release!: () => void;
    const gate = new Promise<void>((r) => {
      release = r;
    });
    const answers = [
      json(401),
      json(401),
      json(401),
      json(200, { n: 1 }),
      json(200, { n: 2 }),
      json(200, { n: 3 }),
    ];
    const { http, deps, setToken } = setup(answers, {
      refresh: vi.fn(async () => {
        await gate;
        setToken('new');
        return true;
      }),
    });
    const all = Promise.all([http.get('/a'), http.get('/b'), http.get('/c')]);
    await vi.waitFor(() => expect(deps.refresh).toHaveBeenCalled());
    await new Promise((r) => setTimeout(r, 0));
    release();
    const results = (await all) as { n: number }[];
    expect(results.map((r) => r.n).sort()).toEqual([1, 2, 3]);
    expect(deps.refresh).toHaveBeenCalledTimes(1);
  });

  it('replays without a new refresh when the token changed while the request was in flight', async () => {
    const answers: Parameters<typeof setup>[0] = [];
    const sut = setup(answers);
    answers.push(
      () => {
        sut.setToken('rotated-elsewhere');
        return json(401);
      },
      json(200, { ok: 1 }),
    );
    await expect(sut.http.get('/api/x')).resolves.toEqual({ ok: 1 });
    expect(sut.deps.refresh).not.toHaveBeenCalled();
    expect(sut.calls.map((c) => c.auth)).toEqual(['Bearer old', 'Bearer rotated-elsewhere']);
  });

  it('maps a network failure to NETWORK without retrying', async () => {
    const { http, calls } = setup([
      () => {
        throw new TypeError('Failed to fetch');
      },
    ]);
    await expect(http.get('/api/x')).rejects.toMatchObject({ status: 0, code: 'NETWORK' });
    expect(calls).toHaveLength(1);
  });

  describe('timeout', () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it('aborts after 3 minutes with TIMEOUT', async () => {
      let seen: AbortSignal | undefined;
      const { http } = setup([], {
        fetch: ((_: RequestInfo | URL, init?: RequestInit) => {
          seen = init?.signal ?? undefined;
          return new Promise<Response>(() => {});
        }) as typeof fetch,
      });
      const pending = http.get('/api/slow').catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(seen?.aborted).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(seen?.aborted).toBe(true);
      await expect(pending).resolves.toMatchObject({ status: 0, code: 'TIMEOUT' });
      expect(REQUEST_TIMEOUT_MS).toBe(180_000);
    });

    it('lets a caller abort, rethrowing the AbortError', async () => {
      const { http } = setup([], {
        fetch: (() => new Promise<Response>(() => {})) as typeof fetch,
      });
      const controller = new AbortController();
      const pending = http.get('/api/x', { signal: controller.signal }).catch((e: unknown) => e);
      controller.abort();
      const error = (await pending) as Error;
      expect(error.name).toBe('AbortError');
    });
  });
});

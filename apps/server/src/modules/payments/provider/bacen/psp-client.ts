import { Agent, request } from 'node:https';

/** Mutual TLS material the PSP issued to the operator (PEM). */
export type PspTls = {
  cert: string | Buffer;
  key: string | Buffer;
  passphrase?: string;
  ca?: string | Buffer;
};

export type PspClientOptions = {
  /** The PSP's OAuth2 token endpoint (client credentials). */
  oauthUrl: string;
  clientId: string;
  clientSecret: string;
  /** Space-separated scopes, e.g. `cob.write cob.read pix.write pix.read`. */
  scopes: string;
  tls: PspTls;
  timeoutMs: number;
  /** Clock, for tests of the token's expiry. */
  now?: () => number;
};

/** An RFC 7807 problem as the API Pix answers its errors (`Problema`, application/problem+json). */
export type PspProblem = {
  type?: string;
  title?: string;
  status?: number;
  detail?: string;
  correlationId?: string;
  violacoes?: { razao?: string; propriedade?: string; valor?: string }[];
};

/** A PSP call that did not succeed: `status` 0 means no answer (network, TLS, timeout). */
export class PspError extends Error {
  constructor(
    readonly operation: string,
    readonly status: number,
    readonly problem: PspProblem | undefined,
    cause?: unknown,
  ) {
    super(
      `PSP ${operation} ${status === 0 ? 'failed without an answer' : `answered ${status}`}${
        problem?.title ? `: ${problem.title}` : ''
      }${problem?.detail ? ` (${problem.detail})` : ''}`,
      cause === undefined ? undefined : { cause },
    );
  }
}

export type PspResponse = { status: number; body: unknown };

/** Refresh a token this long before the PSP says it expires (or at 90% of a short lifetime). */
const REFRESH_MARGIN_MS = 60_000;

/**
 * HTTPS client of a PSP: every call over mutual TLS (the operator's client certificate, optionally a
 * private CA) and, for the API, with an OAuth2 bearer token got by client credentials on the same
 * connection pool. The token is cached and refreshed before it expires; concurrent calls share one token
 * request; a 401 drops the token and the call is tried once more with a new one.
 */
export class PspClient {
  private readonly agent: Agent;
  private token: { value: string; refreshAt: number } | undefined;
  private tokenRequest: Promise<string> | undefined;
  private readonly now: () => number;
  /** How many tokens this client has asked for (tests). */
  tokensFetched = 0;

  constructor(private readonly options: PspClientOptions) {
    this.agent = new Agent({
      cert: options.tls.cert,
      key: options.tls.key,
      passphrase: options.tls.passphrase,
      ca: options.tls.ca,
      keepAlive: true,
      maxSockets: 16,
    });
    this.now = options.now ?? Date.now;
  }

  close() {
    this.agent.destroy();
  }

  /** A call with the bearer token; JSON in and out. */
  async call(operation: string, method: string, url: string, body?: unknown): Promise<PspResponse> {
    let token = await this.accessToken();
    let res = await this.send(operation, method, url, body, { authorization: `Bearer ${token}` });
    if (res.status === 401) {
      this.token = undefined;
      token = await this.accessToken();
      res = await this.send(operation, method, url, body, { authorization: `Bearer ${token}` });
    }
    return res;
  }

  private async accessToken(): Promise<string> {
    if (this.token && this.now() < this.token.refreshAt) return this.token.value;
    this.tokenRequest ??= this.fetchToken().finally(() => {
      this.tokenRequest = undefined;
    });
    return this.tokenRequest;
  }

  private async fetchToken(): Promise<string> {
    const basic = Buffer.from(
      `${encodeURIComponent(this.options.clientId)}:${encodeURIComponent(this.options.clientSecret)}`,
    ).toString('base64');
    const form = new URLSearchParams({
      grant_type: 'client_credentials',
      scope: this.options.scopes,
    }).toString();
    const res = await this.send('oauth token', 'POST', this.options.oauthUrl, form, {
      authorization: `Basic ${basic}`,
      'content-type': 'application/x-www-form-urlencoded',
    });
    const body = res.body as { access_token?: unknown; expires_in?: unknown } | undefined;
    if (res.status !== 200 || typeof body?.access_token !== 'string' || body.access_token === '')
      throw new PspError('oauth token', res.status, problemOf(res.body));
    this.tokensFetched += 1;
    const lifetimeMs =
      (typeof body.expires_in === 'number' && body.expires_in > 0 ? body.expires_in : 300) * 1000;
    const refreshIn = Math.max(Math.min(lifetimeMs - REFRESH_MARGIN_MS, lifetimeMs * 0.9), 0);
    this.token = { value: body.access_token, refreshAt: this.now() + refreshIn };
    return body.access_token;
  }

  private send(
    operation: string,
    method: string,
    url: string,
    body: unknown,
    headers: Record<string, string>,
  ): Promise<PspResponse> {
    const payload = body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body);
    return new Promise((resolve, reject) => {
      const req = request(
        url,
        {
          method,
          agent: this.agent,
          timeout: this.options.timeoutMs,
          headers: {
            accept: 'application/json, application/problem+json',
            ...(payload !== undefined && !headers['content-type']
              ? { 'content-type': 'application/json' }
              : {}),
            ...(payload !== undefined ? { 'content-length': String(Buffer.byteLength(payload)) } : {}),
            ...headers,
          },
        },
        (res) => {
          const chunks: Buffer[] = [];
          let size = 0;
          res.on('data', (c: Buffer) => {
            size += c.length;
            if (size > 1_000_000) {
              req.destroy(new Error('PSP answer larger than 1 MB'));
              return;
            }
            chunks.push(c);
          });
          res.on('end', () => {
            const text = Buffer.concat(chunks).toString('utf8');
            let parsed: unknown;
            try {
              parsed = text === '' ? undefined : JSON.parse(text);
            } catch {
              parsed = undefined;
            }
            resolve({ status: res.statusCode ?? 0, body: parsed });
          });
          res.on('error', (e) => reject(new PspError(operation, 0, undefined, e)));
        },
      );
      req.on('timeout', () => req.destroy(new Error(`PSP ${operation} timed out`)));
      req.on('error', (e) => reject(e instanceof PspError ? e : new PspError(operation, 0, undefined, e)));
      if (payload !== undefined) req.write(payload);
      req.end();
    });
  }
}

export function problemOf(body: unknown): PspProblem | undefined {
  if (!body || typeof body !== 'object') return undefined;
  const b = body as Record<string, unknown>;
  return {
    type: typeof b.type === 'string' ? b.type : undefined,
    title: typeof b.title === 'string' ? b.title : undefined,
    status: typeof b.status === 'number' ? b.status : undefined,
    detail: typeof b.detail === 'string' ? b.detail : undefined,
    correlationId: typeof b.correlationId === 'string' ? b.correlationId : undefined,
    violacoes: Array.isArray(b.violacoes) ? (b.violacoes as PspProblem['violacoes']) : undefined,
  };
}

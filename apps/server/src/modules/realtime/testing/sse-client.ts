import http from 'node:http';

export type SseMessage = { id: string | undefined; event: string; data: string };

/** A minimal server-sent-events reader over node:http for tests (no reconnection of its own). */
export class SseTestClient {
  readonly messages: SseMessage[] = [];
  readonly comments: string[] = [];
  ended = false;
  #buffer = '';
  #waiters = new Set<() => void>();

  private constructor(
    readonly status: number,
    readonly headers: http.IncomingHttpHeaders,
    readonly body: Promise<string> | null,
    private readonly req: http.ClientRequest,
    res: http.IncomingMessage,
  ) {
    if (body) return;
    res.setEncoding('utf8');
    res.on('data', (chunk: string) => this.#feed(chunk));
    const done = () => {
      this.ended = true;
      this.#wake();
    };
    res.on('end', done);
    res.on('close', done);
    res.on('error', done);
  }

  /** Opens `url`; a non-200 answer is read whole into `body`. */
  static open(url: string, headers: Record<string, string> = {}): Promise<SseTestClient> {
    return new Promise((resolve, reject) => {
      const req = http.get(url, { headers: { accept: 'text/event-stream', ...headers } }, (res) => {
        let body: Promise<string> | null = null;
        if (res.statusCode !== 200) {
          body = new Promise((done) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (c: string) => {
              text += c;
            });
            res.on('end', () => done(text));
          });
        }
        resolve(new SseTestClient(res.statusCode ?? 0, res.headers, body, req, res));
      });
      req.on('error', reject);
    });
  }

  /** Resolves with the first message (already received or coming) that `match` accepts. */
  next(match: (m: SseMessage) => boolean = () => true, timeoutMs = 10_000): Promise<SseMessage> {
    return this.until(() => this.messages.find(match), timeoutMs, 'message');
  }

  /** Resolves once `check` answers something other than undefined/false. */
  until<T>(check: () => T | undefined | false, timeoutMs = 10_000, what = 'condition'): Promise<T> {
    return new Promise((resolve, reject) => {
      const attempt = () => {
        const found = check();
        if (found !== undefined && found !== false) {
          cleanup();
          resolve(found);
          return true;
        }
        return false;
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`timed out waiting for ${what}; got ${JSON.stringify(this.messages.slice(-5))}`));
      }, timeoutMs);
      const waiter = () => void attempt();
      const cleanup = () => {
        clearTimeout(timer);
        this.#waiters.delete(waiter);
      };
      if (!attempt()) this.#waiters.add(waiter);
    });
  }

  close() {
    this.req.destroy();
  }

  #feed(chunk: string) {
    this.#buffer += chunk;
    let end = this.#buffer.indexOf('\n\n');
    while (end !== -1) {
      const block = this.#buffer.slice(0, end);
      this.#buffer = this.#buffer.slice(end + 2);
      this.#block(block);
      end = this.#buffer.indexOf('\n\n');
    }
    this.#wake();
  }

  #block(block: string) {
    let id: string | undefined;
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments.push(line.slice(1).trim());
      else if (line.startsWith('id: ')) id = line.slice(4);
      else if (line.startsWith('event: ')) event = line.slice(7);
      else if (line.startsWith('data: ')) data.push(line.slice(6));
    }
    if (data.length > 0) this.messages.push({ id, event, data: data.join('\n') });
  }

  #wake() {
    for (const w of [...this.#waiters]) w();
  }
}

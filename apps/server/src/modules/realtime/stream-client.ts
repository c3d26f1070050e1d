import type { ServerResponse } from 'node:http';
import type { Frame } from './replay-buffer';
import type { TopicKey } from './topics';

/**
 * One open event stream. Writes go straight to the socket; when the bytes the socket has not
 * yet sent pass `maxBufferedBytes` at the next write, the client is too slow to keep up and is cut
 * off (destroyed) instead of being buffered without bound: at most the limit plus one batch. It reconnects with Last-Event-ID and resumes.
 */
export class StreamClient {
  closed = false;
  /** Flush bookkeeping of the hub: which flush last counted this client, and how many topics hit it. */
  flushId = 0;
  hits = 0;
  batch: Frame[] | null = null;

  constructor(
    readonly res: ServerResponse,
    readonly topics: readonly TopicKey[],
    readonly userId: number | null,
    private readonly maxBufferedBytes: number,
    private readonly onSlow: (client: StreamClient, buffered: number) => void,
  ) {}

  /** Writes unless what was written before is still unsent beyond the limit: then cuts off. */
  write(bytes: Buffer | string) {
    if (this.closed) return;
    const buffered = this.res.writableLength;
    if (buffered > this.maxBufferedBytes) {
      this.closed = true;
      this.onSlow(this, buffered);
      this.res.destroy();
      return;
    }
    this.res.write(bytes);
  }

  end() {
    if (this.closed) return;
    this.closed = true;
    this.res.end();
  }
}

import type { ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { Frame } from './replay-buffer';
import type { TopicKey } from './topics';

/**
 * The bytes of one write to a stream, built once and shared by every client that gets them:
 * `framed` is the text as one HTTP/1.1 chunk (hex size, CRLF, text, CRLF) and `text` a view of
 * the same memory without the framing (for a connection that is not chunked).
 */
export type Chunk = { readonly framed: Buffer; readonly text: Buffer };

/** One chunk holding `parts` in order (one copy into one buffer). */
export function chunkOf(parts: readonly Buffer[] | string): Chunk {
  const list = typeof parts === 'string' ? [Buffer.from(parts)] : parts;
  let length = 0;
  for (const p of list) length += p.length;
  const size = length.toString(16);
  const head = size.length + 2;
  const framed = Buffer.allocUnsafe(head + length + 2);
  framed.write(size, 0, 'latin1');
  framed[size.length] = 13;
  framed[size.length + 1] = 10;
  let at = head;
  for (const p of list) {
    p.copy(framed, at);
    at += p.length;
  }
  framed[at] = 13;
  framed[at + 1] = 10;
  return { framed, text: framed.subarray(head, head + length) };
}

/**
 * One open event stream. Once the response head is out, the hub's chunks go straight to the
 * socket, already framed (the same bytes `res.write` would send, without its per-write
 * bookkeeping: a cork, a tick to uncork, a writev of four pieces); a response Node holds back
 * (its socket busy with an earlier response) goes on through `res.write`. When the bytes the socket has not yet sent pass
 * `maxBufferedBytes` at the next write, the client is too slow to keep up and is cut off
 * (destroyed) instead of being buffered without bound: at most the limit plus one batch. It
 * reconnects with Last-Event-ID and resumes.
 */
export class StreamClient {
  closed = false;
  /** Flush bookkeeping of the hub: which flush last counted this client, and how many topics hit it. */
  flushId = 0;
  hits = 0;
  batch: Frame[] | null = null;
  /** Hub clock (ms) of the last write: a heartbeat goes only to a stream quiet for a while. */
  lastWriteAt: number;
  /** At most one topic besides the broadcast one: a flush reaches it through one topic only. */
  readonly single: boolean;
  /** The socket written directly, and whether it carries chunked encoding; null: through `res`. */
  #socket: Socket | null = null;
  #chunked = false;

  constructor(
    readonly res: ServerResponse,
    readonly topics: readonly TopicKey[],
    readonly broadcastTopic: TopicKey,
    readonly userId: number | null,
    private readonly maxBufferedBytes: number,
    private readonly onSlow: (client: StreamClient, buffered: number) => void,
    now: number,
  ) {
    this.single = topics.filter((t) => t !== broadcastTopic).length <= 1;
    this.lastWriteAt = now;
  }

  /**
   * The first write (headers sent with it by Node); later ones go to the socket when Node holds
   * nothing back for this response (`res.chunkedEncoding` tells the framing Node chose).
   */
  open(first: Chunk) {
    const res = this.res;
    res.write(first.text);
    const socket = res.socket;
    if (!socket || res.writableLength !== socket.writableLength) return;
    this.#socket = socket;
    this.#chunked = res.chunkedEncoding;
  }

  /** Writes unless what was written before is still unsent beyond the limit: then cuts off. */
  write(chunk: Chunk, now: number) {
    if (this.closed) return;
    this.lastWriteAt = now;
    const socket = this.#socket;
    if (socket === null) {
      if (this.#tooSlow(this.res.writableLength)) return;
      this.res.write(chunk.text);
      return;
    }
    if (this.#tooSlow(socket.writableLength)) return;
    socket.write(this.#chunked ? chunk.framed : chunk.text);
  }

  end() {
    if (this.closed) return;
    this.closed = true;
    this.res.end();
  }

  #tooSlow(buffered: number) {
    if (buffered <= this.maxBufferedBytes) return false;
    this.closed = true;
    this.onSlow(this, buffered);
    this.res.destroy();
    return true;
  }
}

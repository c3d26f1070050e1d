import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { STREAM_HEARTBEAT_MS, STREAM_RESYNC_EVENT, type TStreamEnvelope } from '@placar/contract';
import type { Logger } from 'pino';
import { type Frame, ReplayBuffer } from './replay-buffer';
import { type Chunk, chunkOf, StreamClient } from './stream-client';
import { BROADCAST_TOPIC, type TopicKey, topicKeys } from './topics';

export type StreamHubOptions = {
  heartbeatMs?: number;
  /** Messages kept per topic for Last-Event-ID, and for how long. */
  replayCapacity?: number;
  replayMaxAgeMs?: number;
  /** Unsent bytes above which a client is cut off. */
  maxBufferedBytes?: number;
};

type TopicState = {
  key: TopicKey;
  clients: Set<StreamClient>;
  /** Its clients that follow other topics too (besides the broadcast one): a flush counts them. */
  multi: Set<StreamClient>;
  replay: ReplayBuffer;
  pending: Frame[];
  /** Hub sequence when the topic started being recorded: a resume from before it has a gap. */
  createdAtSeq: number;
  /** Since when it has had no client (null while followed); dropped after the replay window. */
  idleSince: number | null;
  permanent: boolean;
};

export type StreamHubStats = {
  clients: number;
  topics: number;
  published: number;
  cutOff: number;
};

const HEARTBEAT = chunkOf(': heartbeat\n\n');
const OPENING = chunkOf('retry: 3000\n: ok\n\n');
/** Heartbeat checks per heartbeat period: a stream quiet for a period minus one check gets one. */
const BEAT_CHECKS = 5;

/**
 * The fan-out core of the stream gate. Each envelope is routed to topic keys and serialised once
 * into a frame shared by every topic and client; frames published in the same turn of the event
 * loop are flushed together: one chunk (framing included) per topic, shared by its clients, so a
 * client following one busy topic gets one write per turn and the gate does no per-client work
 * beyond that write. A client following several topics that changed in the same turn gets one
 * merged chunk of its own.
 * Ids are `<epoch>-<sequence>`: the epoch tells this process apart from another node or an older
 * run, where a Last-Event-ID cannot be resumed exactly (the client is told to resync).
 * Heartbeats go to streams that have carried nothing for a while, so no stream stays silent for
 * longer than `heartbeatMs` (a busy stream needs none: its messages keep proxies from closing it).
 */
export class StreamHub {
  readonly epoch = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
  readonly #topics = new Map<TopicKey, TopicState>();
  readonly #dirty = new Set<TopicState>();
  readonly #clients = new Set<StreamClient>();
  readonly #broadcast: TopicState;
  readonly #heartbeat: NodeJS.Timeout;
  readonly #beatCheckMs: number;
  readonly #opts: Required<StreamHubOptions>;
  #seq = 0;
  /** Sequence when the hub last missed messages (the bus came back after a loss): no exact resume up to it. */
  #lostUpTo = -1;
  #flushScheduled = false;
  #flushCount = 0;
  #stats = { published: 0, cutOff: 0 };
  readonly #flushNow = () => this.flush();
  readonly #onSlow = (c: StreamClient, buffered: number) => {
    this.#stats.cutOff += 1;
    this.log.warn({ topics: c.topics, buffered }, 'stream client too slow: disconnected');
  };

  constructor(
    private readonly log: Logger,
    options: StreamHubOptions = {},
  ) {
    this.#opts = {
      heartbeatMs: options.heartbeatMs ?? STREAM_HEARTBEAT_MS,
      replayCapacity: options.replayCapacity ?? 1024,
      replayMaxAgeMs: options.replayMaxAgeMs ?? 120_000,
      maxBufferedBytes: options.maxBufferedBytes ?? 512 * 1024,
    };
    this.#broadcast = this.#topic(BROADCAST_TOPIC, true);
    this.#topic(topicKeys.home(), true);
    this.#beatCheckMs = Math.max(1, Math.floor(this.#opts.heartbeatMs / BEAT_CHECKS));
    this.#heartbeat = setInterval(() => this.#beat(), this.#beatCheckMs);
    this.#heartbeat.unref();
  }

  stats(): StreamHubStats {
    return { clients: this.#clients.size, topics: this.#topics.size, ...this.#stats };
  }

  /** Routes one envelope to its topics (keys from `routeEnvelope`). */
  publish(env: TStreamEnvelope, keys: readonly TopicKey[]) {
    let frame: Frame | undefined;
    for (const key of keys) {
      const state = this.#topics.get(key);
      if (!state) continue;
      if (!frame) {
        this.#seq += 1;
        const text = `id: ${this.epoch}-${this.#seq}\nevent: ${env.event}\ndata: ${JSON.stringify(env)}\n\n`;
        frame = { seq: this.#seq, bytes: Buffer.from(text), at: Date.now() };
        this.#stats.published += 1;
      }
      state.replay.push(frame);
      if (state.clients.size > 0) {
        if (state.pending.length === 0) this.#dirty.add(state);
        state.pending.push(frame);
      }
    }
    if (this.#dirty.size > 0 && !this.#flushScheduled) {
      this.#flushScheduled = true;
      setImmediate(this.#flushNow);
    }
  }

  /**
   * Opens a stream on `res` (headers set, not yet sent) for `keys`; replays what came after
   * `lastEventId` when it can, otherwise sends a resync event. Public clients also get broadcasts.
   */
  subscribe(res: ServerResponse, keys: readonly TopicKey[], userId: number | null, lastEventId?: string) {
    // Deliver what is pending first: a newcomer gets it from the replay buffer, exactly once.
    this.flush();
    const all = userId === null ? [...keys, BROADCAST_TOPIC] : [...keys];
    const now = Date.now();
    const client = new StreamClient(
      res,
      all,
      BROADCAST_TOPIC,
      userId,
      this.#opts.maxBufferedBytes,
      this.#onSlow,
      now,
    );
    client.open(OPENING);
    if (lastEventId) this.#replay(client, lastEventId, now);
    for (const key of all) {
      const state = this.#topic(key, false);
      state.clients.add(client);
      if (!client.single) state.multi.add(client);
      state.idleSince = null;
    }
    this.#clients.add(client);
    res.on('close', () => this.#unsubscribe(client));
    return client;
  }

  /** Writes every pending frame; called on the turn after a publish (and before a subscribe). */
  flush() {
    this.#flushScheduled = false;
    if (this.#dirty.size === 0) return;
    const now = Date.now();
    const dirty = [...this.#dirty];
    this.#dirty.clear();
    if (dirty.length === 1) {
      const state = dirty[0]!;
      const chunk = chunkOf(frameBytes(state.pending));
      state.pending = [];
      for (const c of state.clients) c.write(chunk, now);
      return;
    }
    // Several topics changed. A client reached through one of them shares its chunk; one reached
    // through several gets a merged chunk. Only clients that may be reached twice are counted:
    // those following several topics, or every client when the broadcast topic is among them.
    const id = ++this.#flushCount;
    const everyone = this.#broadcast.pending.length > 0;
    for (const state of dirty) {
      for (const c of everyone ? state.clients : state.multi) {
        if (c.flushId !== id) {
          c.flushId = id;
          c.hits = 0;
          c.batch = null;
        }
        c.hits += 1;
      }
    }
    const merged: StreamClient[] = [];
    for (const state of dirty) {
      const chunk = chunkOf(frameBytes(state.pending));
      for (const c of state.clients) {
        if (c.flushId !== id || c.hits === 1) c.write(chunk, now);
        else {
          if (c.batch === null) {
            c.batch = [];
            merged.push(c);
          }
          for (const f of state.pending) c.batch.push(f);
        }
      }
      state.pending = [];
    }
    for (const c of merged) {
      c.write(chunkOf(frameBytes(uniqueInOrder(c.batch!))), now);
      c.batch = null;
    }
  }

  /**
   * Messages may have been lost (the bus was unreachable): every open stream is told to resync (refetch
   * through HTTP), and a later resume from an id up to now resyncs too instead of replaying with a hole.
   */
  resyncAll(reason: string) {
    this.flush();
    this.#lostUpTo = this.#seq;
    const chunk = resyncChunk(reason);
    const now = Date.now();
    for (const c of this.#clients) c.write(chunk, now);
  }

  /** Ends every stream (server shutdown); clients reconnect elsewhere and resume or resync. */
  close() {
    clearInterval(this.#heartbeat);
    for (const c of this.#clients) c.end();
    this.#clients.clear();
  }

  #replay(client: StreamClient, lastEventId: string, now: number) {
    const [epoch, seqText] = lastEventId.split('-');
    const seq = Number(seqText);
    if (epoch !== this.epoch || !Number.isSafeInteger(seq) || seq < 0 || seq > this.#seq) {
      client.write(resyncChunk('unknown-id'), now);
      return;
    }
    if (seq <= this.#lostUpTo) {
      client.write(resyncChunk('bus-reconnect'), now);
      return;
    }
    const frames: Frame[] = [];
    let gap = false;
    for (const key of client.topics) {
      const state = this.#topics.get(key);
      if (!state || state.createdAtSeq > seq) {
        gap = true;
        continue;
      }
      const missed = state.replay.after(seq, now);
      if (state.replay.evictedUpTo > seq) gap = true;
      for (const f of missed) frames.push(f);
    }
    if (frames.length > 0) {
      client.write(chunkOf(frameBytes(uniqueInOrder(frames))), now);
    }
    if (gap) client.write(resyncChunk('replay-gap'), now);
  }

  #topic(key: TopicKey, permanent: boolean): TopicState {
    let state = this.#topics.get(key);
    if (!state) {
      state = {
        key,
        clients: new Set(),
        multi: new Set(),
        replay: new ReplayBuffer(this.#opts.replayCapacity, this.#opts.replayMaxAgeMs),
        pending: [],
        createdAtSeq: this.#seq,
        idleSince: null,
        permanent,
      };
      this.#topics.set(key, state);
    }
    return state;
  }

  #unsubscribe(client: StreamClient) {
    client.closed = true;
    if (!this.#clients.delete(client)) return;
    const now = Date.now();
    for (const key of client.topics) {
      const state = this.#topics.get(key);
      if (!state) continue;
      state.clients.delete(client);
      state.multi.delete(client);
      if (state.clients.size === 0 && !state.permanent) state.idleSince = now;
    }
  }

  /** Every check: a heartbeat to each stream quiet for a period minus a check; old replay dropped. */
  #beat() {
    const now = Date.now();
    const quietSince = now - (this.#opts.heartbeatMs - this.#beatCheckMs);
    for (const c of this.#clients) if (c.lastWriteAt <= quietSince) c.write(HEARTBEAT, now);
    for (const [key, state] of this.#topics) {
      state.replay.expire(now);
      if (state.idleSince !== null && now - state.idleSince > this.#opts.replayMaxAgeMs) {
        this.#topics.delete(key);
      }
    }
  }
}

function frameBytes(frames: readonly Frame[]): Buffer[] {
  return frames.map((f) => f.bytes);
}

/** Frames sorted by sequence with duplicates (a frame reaching two of a client's topics) removed. */
function uniqueInOrder(frames: Frame[]): Frame[] {
  frames.sort((a, b) => a.seq - b.seq);
  return frames.filter((f, i) => i === 0 || frames[i - 1]!.seq !== f.seq);
}

function resyncChunk(reason: string): Chunk {
  return chunkOf(`event: ${STREAM_RESYNC_EVENT}\ndata: ${JSON.stringify({ reason })}\n\n`);
}

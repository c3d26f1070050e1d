/**
 * A benchmark client process: opens many stream connections with raw node:http requests, parses
 * the event stream just enough to find each message's publish time, and keeps a latency histogram.
 */
import http from 'node:http';
import { Histogram } from './histogram';
import { clientPath, expectedPerBurst, type Mix, wallNow } from './workload';

export type ClientCommand =
  | { connect: { url: string; from: number; count: number; mix: Mix; concurrency: number } }
  | { reset: number }
  | { count: true }
  | { report: true }
  | { close: true };

export type ClientReport =
  | { connected: number; failed: number; expectedPerBurst: number }
  | { reset: true }
  | { received: number; disconnected: number }
  | {
      received: number;
      hist: [number, number][];
      disconnected: number;
      firstReceipt: number;
      lastReceipt: number;
    };

const MARK = Buffer.from('"sentAt":');
const END = Buffer.from('\n\n');
const agent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });
const requests: http.ClientRequest[] = [];
let hist = new Histogram();
let received = 0;
let disconnected = 0;
let firstReceipt = 0;
let lastReceipt = 0;
let since = 0;
let closing = false;

/** Reads the number at `at` (digits, optional fraction) straight from the bytes. */
function readNumber(buf: Buffer, at: number): number {
  let v = 0;
  let j = at;
  let c = buf[j]!;
  while (c >= 48 && c <= 57) {
    v = v * 10 + (c - 48);
    c = buf[++j]!;
  }
  if (c === 46) {
    let f = 0.1;
    c = buf[++j]!;
    while (c >= 48 && c <= 57) {
      v += (c - 48) * f;
      f /= 10;
      c = buf[++j]!;
    }
  }
  return v;
}

/** Scans complete messages for their publish time; keeps an incomplete tail for the next chunk. */
function onChunk(state: { tail: Buffer | null }, chunk: Buffer) {
  const now = wallNow();
  const buf = state.tail ? Buffer.concat([state.tail, chunk]) : chunk;
  const end = buf.lastIndexOf(END);
  if (end === -1) {
    state.tail = buf;
    return;
  }
  state.tail = end + 2 < buf.length ? buf.subarray(end + 2) : null;
  let i = buf.indexOf(MARK);
  while (i !== -1 && i < end) {
    const sentAt = readNumber(buf, i + MARK.length);
    if (sentAt >= since) {
      hist.record(now - sentAt);
      received += 1;
    }
    i = buf.indexOf(MARK, i + MARK.length);
  }
  if (firstReceipt === 0) firstReceipt = now;
  lastReceipt = now;
}

function open(url: string, path: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = http.get(`${url}${path}`, { agent, headers: { accept: 'text/event-stream' } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        resolve(false);
        return;
      }
      const state: { tail: Buffer | null } = { tail: null };
      res.on('data', (chunk: Buffer) => onChunk(state, chunk));
      res.on('close', () => {
        if (!closing) disconnected += 1;
      });
      resolve(true);
    });
    req.on('error', () => resolve(false));
    requests.push(req);
  });
}

async function connect(cmd: Extract<ClientCommand, { connect: unknown }>['connect']) {
  let connected = 0;
  let failed = 0;
  let expected = 0;
  for (let start = 0; start < cmd.count; start += cmd.concurrency) {
    const batch: Promise<boolean>[] = [];
    for (let i = start; i < Math.min(cmd.count, start + cmd.concurrency); i++) {
      const path = clientPath(cmd.from + i, cmd.mix);
      expected += expectedPerBurst(path);
      batch.push(open(cmd.url, path));
    }
    for (const ok of await Promise.all(batch)) {
      if (ok) connected += 1;
      else failed += 1;
    }
  }
  return { connected, failed, expectedPerBurst: expected };
}

process.on('message', async (cmd: ClientCommand) => {
  const send = (r: ClientReport) => process.send!(r);
  if ('connect' in cmd) send(await connect(cmd.connect));
  else if ('reset' in cmd) {
    hist = new Histogram();
    since = cmd.reset;
    received = 0;
    firstReceipt = 0;
    lastReceipt = 0;
    send({ reset: true });
  } else if ('count' in cmd) send({ received, disconnected });
  else if ('report' in cmd) {
    send({ received, hist: hist.sparse(), disconnected, firstReceipt, lastReceipt });
  } else {
    closing = true;
    for (const r of requests) r.destroy();
    process.exit(0);
  }
});

/**
 * A benchmark client process: opens many stream connections over raw TCP sockets (an HTTP/1.1
 * GET written by hand, the status line checked), scans the bytes just enough to find each
 * message's publish time, and keeps a latency histogram. No HTTP parser: the chunk-size lines of
 * a chunked body sit between whole SSE messages (every server writes whole messages), so they
 * never split a `{"sentAt":<number>` the scan looks for. Every server is measured by these clients.
 */
import net from 'node:net';
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

/**
 * The publish time, the first key of each message's payload (workload.ts builds it first). A
 * needle starting with `{`, rare in the JSON, lets the search skip ahead (memchr) instead of
 * stopping at every quote: about three times cheaper per message than `"sentAt":`.
 */
const MARK = Buffer.from('{"sentAt":');
const END = Buffer.from('\n\n');
const BRACE = 0x7b;
/** One read buffer for every socket of the process: each read is scanned before the next one. */
const READ_BUFFER = Buffer.allocUnsafe(64 * 1024);
const HEAD_END = Buffer.from('\r\n\r\n');
const OK = Buffer.from('HTTP/1.1 200 ');
const sockets: net.Socket[] = [];
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

type Stream = { tail: Buffer | null };

/**
 * Scans the complete messages of one read for their publish time; keeps a copy of an incomplete
 * tail for the next read (`read` is the shared read buffer, overwritten by the next read).
 */
function onRead(state: Stream, read: Buffer) {
  const now = wallNow();
  const buf = state.tail ? Buffer.concat([state.tail, read]) : read;
  const end = buf.lastIndexOf(END);
  if (end === -1) {
    state.tail = Buffer.from(buf);
    return;
  }
  // A tail without a brace holds no part of the mark (usually just a chunk's CRLF): not kept.
  const tail = buf.subarray(end + 2);
  state.tail = tail.indexOf(BRACE) === -1 ? null : Buffer.from(tail);
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

/**
 * Opens one stream; resolves true once its response head says 200. Reads land in the shared
 * buffer (net's `onread`: no Buffer and no stream event per read).
 */
function open(url: string, path: string): Promise<boolean> {
  const { hostname, port, host } = new URL(url);
  return new Promise((resolve) => {
    const state: Stream = { tail: null };
    let head: Buffer | null = Buffer.alloc(0);
    let opened = false;
    const socket = net.connect({
      host: hostname,
      port: Number(port),
      noDelay: true,
      onread: {
        buffer: READ_BUFFER,
        callback: (n: number, read: Uint8Array) => {
          const bytes = (read as Buffer).subarray(0, n);
          if (head === null) {
            onRead(state, bytes);
            return true;
          }
          head = Buffer.concat([head, bytes]);
          const end = head.indexOf(HEAD_END);
          if (end === -1) return true;
          if (head.compare(OK, 0, OK.length, 0, OK.length) !== 0) {
            socket.destroy();
            resolve(false);
            return false;
          }
          const body = head.subarray(end + HEAD_END.length);
          head = null;
          opened = true;
          resolve(true);
          if (body.length > 0) onRead(state, body);
          return true;
        },
      },
    });
    sockets.push(socket);
    socket.on('connect', () => {
      socket.write(`GET ${path} HTTP/1.1\r\nHost: ${host}\r\nAccept: text/event-stream\r\n\r\n`);
    });
    socket.on('error', () => resolve(false));
    socket.on('close', () => {
      if (opened && !closing) disconnected += 1;
      resolve(false);
    });
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
    for (const s of sockets) s.destroy();
    process.exit(0);
  }
});

/**
 * The baselines: a bare node:http event-stream broadcaster. Same paths, same routing, same SSE
 * framing, serialised once per message, no framework, replay, validation or slow-client check.
 *   BARE_MODE=naive    for each message, write its frame to each matching client (the obvious way)
 *   BARE_MODE=batched  frames of one event-loop turn joined per topic, one write per client per turn
 */
import http, { type ServerResponse } from 'node:http';
import type { TStreamEnvelope } from '@placar/contract';
import { routeEnvelope, topicKeys } from '../../apps/server/src/modules/realtime/topics';
import { MATCHES, oddsChange, type ServerCommand } from './workload';

const topics = new Map<string, Set<ServerResponse>>();
let seq = 0;

function keyOf(path: string): string | null {
  const parts = path.split('/').map(decodeURIComponent);
  if (parts[2] === 'home') return topicKeys.home();
  if (parts[2] === 'sport' && parts[3])
    return parts[4] === 'prematch' ? topicKeys.sportPrematch(parts[3]) : topicKeys.sport(parts[3]);
  if (parts[2] === 'match' && parts[3]) return topicKeys.match(parts[3]);
  return null;
}

const server = http.createServer((req, res) => {
  const key = keyOf(req.url ?? '');
  if (!key) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
  res.write(': ok\n\n');
  const set = topics.get(key) ?? new Set<ServerResponse>();
  topics.set(key, set);
  set.add(res);
  res.on('close', () => set.delete(res));
});
server.keepAliveTimeout = 0;
server.requestTimeout = 0;
server.headersTimeout = 0;

const batched = process.env.BARE_MODE === 'batched';
const pending = new Map<string, Buffer[]>();

function broadcast(env: TStreamEnvelope) {
  seq += 1;
  const frame = Buffer.from(`id: ${seq}\nevent: ${env.event}\ndata: ${JSON.stringify(env)}\n\n`);
  for (const key of routeEnvelope(env)) {
    const set = topics.get(key);
    if (!set || set.size === 0) continue;
    if (!batched) {
      for (const res of set) res.write(frame);
      continue;
    }
    const frames = pending.get(key);
    if (frames) frames.push(frame);
    else {
      if (pending.size === 0) setImmediate(flush);
      pending.set(key, [frame]);
    }
  }
}

function flush() {
  for (const [key, frames] of pending) {
    const chunk = frames.length === 1 ? frames[0]! : Buffer.concat(frames);
    for (const res of topics.get(key) ?? []) res.write(chunk);
  }
  pending.clear();
}

server.listen({ host: '127.0.0.1', port: 0, backlog: 4096 }, () => {
  const address = server.address() as { port: number };
  process.send!({ url: `http://127.0.0.1:${address.port}` });
});

process.on('message', (cmd: ServerCommand) => {
  if ('burst' in cmd) {
    for (let m = 0; m < MATCHES; m++) broadcast(oddsChange(m, cmd.burst));
    process.send!({ published: MATCHES, burst: cmd.burst });
  } else {
    for (const set of topics.values()) for (const res of set) res.destroy();
    server.close(() => process.exit(0));
  }
});

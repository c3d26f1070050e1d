/**
 * The baseline: a bare node:http event-stream broadcaster. Same paths, same routing, same SSE
 * framing, serialised once per message; for each message it writes the frame to each matching
 * client (the obvious implementation), with no framework, replay, validation or slow-client check.
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

function broadcast(env: TStreamEnvelope) {
  seq += 1;
  const frame = Buffer.from(`id: ${seq}\nevent: ${env.event}\ndata: ${JSON.stringify(env)}\n\n`);
  for (const key of routeEnvelope(env)) {
    const set = topics.get(key);
    if (set) for (const res of set) res.write(frame);
  }
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

import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isConnectionError } from './connection-errors';
import { openPostgres } from './database';

/**
 * A database that accepts the TCP connection and never answers (a black-holed network, a frozen
 * server): without the pool's connect timeout every call waits forever.
 */
describe('PostgreSQL pool connect timeout', () => {
  let server: Server;
  const sockets: Socket[] = [];
  let port = 0;
  beforeAll(async () => {
    server = createServer((socket) => {
      sockets.push(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const s of sockets) s.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it('gives up on a server that never answers with a connection error (a 503), not a hang', async () => {
    const failure = await openPostgres(`postgres://placar@127.0.0.1:${port}/placar`, 2, {
      connectTimeoutMs: 200,
      log: { warn: () => undefined },
    }).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(Error);
    expect(isConnectionError(failure)).toBe(true);
    expect(sockets.length).toBeGreaterThan(0);
  });
});

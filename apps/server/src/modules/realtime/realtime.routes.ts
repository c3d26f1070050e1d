import type { OutgoingHttpHeaders } from 'node:http';
import { STREAM_MAX_MATCHES, streamApi, ZStreamId, type ZStreamQuery } from '@placar/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import { AppError } from '../../platform/errors';
import { fieldMessage } from '../../platform/http/field-labels';
import { type RouteExtras, route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import type { StreamHub } from './stream-hub';
import type { StreamTickets } from './stream-ticket';
import { type TopicKey, topicKeys } from './topics';

const SSE_HEADERS: OutgoingHttpHeaders = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  'x-accel-buffering': 'no',
};

/** Streams are never compressed: a compressor would hold messages back. */
const STREAM: RouteExtras = { compress: false };

/**
 * The stream gate (seed 002 section 7): server-sent events per topic. Public topics need no
 * login; betwon/{userId} takes a bearer token or a stream ticket, and only for that user.
 */
export function realtimeRoutes(app: App, hub: StreamHub, tickets: StreamTickets) {
  const open = (request: FastifyRequest, reply: FastifyReply, keys: TopicKey[], userId: number | null) => {
    const header = request.headers['last-event-id'];
    const query = request.query as z.infer<typeof ZStreamQuery>;
    const lastEventId = (Array.isArray(header) ? header[0] : header) ?? query.lastEventId;
    reply.hijack();
    const res = reply.raw;
    const inherited: OutgoingHttpHeaders = {};
    for (const [name, value] of Object.entries(reply.getHeaders())) {
      if (value !== undefined) inherited[name] = value;
    }
    res.writeHead(200, { ...inherited, ...SSE_HEADERS });
    // HEAD: the head a stream would have, and no stream (Node would hold the head back forever).
    if (request.method === 'HEAD') {
      res.end();
      return;
    }
    res.socket?.setNoDelay(true);
    hub.subscribe(res, keys, userId, lastEventId?.slice(0, 64));
  };

  route(app, streamApi.home, STREAM, (req, reply) => open(req, reply, [topicKeys.home()], null));
  route(app, streamApi.sport, STREAM, (req, reply) =>
    open(req, reply, [topicKeys.sport(req.params.id)], null),
  );
  route(app, streamApi.sportPrematch, STREAM, (req, reply) =>
    open(req, reply, [topicKeys.sportPrematch(req.params.id)], null),
  );
  route(app, streamApi.match, STREAM, (req, reply) =>
    open(req, reply, [topicKeys.match(req.params.id)], null),
  );
  route(app, streamApi.matches, STREAM, (req, reply) =>
    open(req, reply, parseMatchIds(req.params['*']).map(topicKeys.match), null),
  );
  route(app, streamApi.season, STREAM, (req, reply) =>
    open(req, reply, [topicKeys.season(req.params.id)], null),
  );
  route(app, streamApi.tournament, STREAM, (req, reply) =>
    open(req, reply, [topicKeys.tournament(req.params.id)], null),
  );
  route(app, streamApi.casinoCrash, STREAM, (req, reply) =>
    open(req, reply, [topicKeys.casinoCrash()], null),
  );

  route(app, streamApi.betwon, STREAM, async (req, reply) => {
    const userId = req.params.userId;
    let caller: number;
    if (req.user) caller = req.user.id;
    else if (req.query.ticket) caller = await tickets.verify(req.query.ticket);
    else throw req.authError ?? new AppError('UNAUTHORIZED');
    if (caller !== userId) {
      throw new AppError('FORBIDDEN', { message: 'Este stream pertence a outro usuário.' });
    }
    open(req, reply, [topicKeys.betwon(userId)], userId);
  });

  route(app, streamApi.ticket, { preHandler: requireAuth }, async (request, reply) => {
    reply.header('cache-control', 'no-store');
    return { data: await tickets.issue(currentUser(request).id) };
  });
}

/** `a&b&c` → ids, each checked; a 400 naming `ids` otherwise. */
export function parseMatchIds(joined: string): string[] {
  const ids = [...new Set(joined.split('&').filter((s) => s !== ''))];
  const fail = (message: string) =>
    new AppError('VALIDATION_ERROR', {
      message: fieldMessage('ids', message),
      context: { issues: [{ field: 'ids', message }] },
    });
  if (ids.length === 0) throw fail('informe ao menos um identificador');
  if (ids.length > STREAM_MAX_MATCHES) throw fail(`no máximo ${STREAM_MAX_MATCHES} identificadores`);
  for (const id of ids) {
    const parsed = ZStreamId.safeParse(id);
    if (!parsed.success) throw fail(`'${id.slice(0, 64)}': ${parsed.error.issues[0]?.message ?? 'inválido'}`);
  }
  return ids;
}

import { z } from 'zod';
import { defineRoute } from './route';
import { ZStreamId, ZStreamQuery, ZStreamTicket } from './stream';

const tags = ['stream'] as const;
const ZStreamIdParams = z.object({ id: ZStreamId });

/** A public stream of the gate: server-sent events, no login. */
const stream = <P extends string>(path: P, summary: string) =>
  defineRoute({
    method: 'GET',
    path,
    summary,
    tags,
    auth: 'public',
    query: ZStreamQuery,
    produces: 'text/event-stream',
  });

/** A public stream of one topic named in its path. */
const streamOf = <P extends string, S extends z.ZodType>(path: P, summary: string, params: S) =>
  defineRoute({
    method: 'GET',
    path,
    summary,
    tags,
    auth: 'public',
    params,
    query: ZStreamQuery,
    produces: 'text/event-stream',
  });

/**
 * The stream gate (seed 002 section 7): server-sent events per topic, and the ticket that opens the
 * user's own stream from an EventSource (which cannot send a bearer header).
 */
export const streamApi = {
  home: stream('/stream/home', 'Live list: live odds, fixtures, bet stops, clocks, system status'),
  sport: streamOf('/stream/sport/:id', 'Live data of one sport', ZStreamIdParams),
  sportPrematch: streamOf('/stream/sport/:id/prematch', 'Prematch data of one sport', ZStreamIdParams),
  match: streamOf('/stream/match/:id', 'One match or stage event', ZStreamIdParams),
  // A wildcard, not a :param: the router caps parameters at 100 characters.
  matches: streamOf(
    '/stream/matches/*',
    'Several matches: ids joined with &',
    z.object({ '*': z.string().max(4000, 'no máximo 4000 caracteres') }),
  ),
  season: streamOf('/stream/season/:id', 'One season', ZStreamIdParams),
  tournament: streamOf('/stream/tournament/:id', 'One tournament', ZStreamIdParams),
  casinoCrash: stream(
    '/stream/casino/crash',
    'Shared crash rounds: the multiplier, phases and cash-outs (event casino-crash)',
  ),
  betwon: defineRoute({
    method: 'GET',
    path: '/stream/betwon/:userId',
    summary: "The user's bet history updates (bearer token or ?ticket=)",
    tags,
    auth: 'optionalBearer',
    params: z.object({
      userId: z.coerce.number({ error: 'deve ser um número' }).int('deve ser inteiro').positive(),
    }),
    query: ZStreamQuery,
    produces: 'text/event-stream',
  }),
  ticket: defineRoute({
    method: 'POST',
    path: '/api/stream/ticket',
    summary: 'A short-lived ticket to open /stream/betwon/{userId} with EventSource',
    tags,
    auth: 'bearer',
    answer: ZStreamTicket,
  }),
} as const;

import { z } from 'zod';
import { defineRoute } from '../route';
import { BETTING_TAGS, ZBetType, ZTicketNumberParams } from './shared';

/** Ticket sharing ("copiar aposta"): share your ticket, read a shared one (public) or your own. */

export const ZReplicationSelection = z.object({
  eventId: z.string(),
  matchName: z.string(),
  sportId: z.string(),
  tournamentId: z.string(),
  providerId: z.number().int(),
  producerId: z.number().int(),
  marketId: z.number().int(),
  marketName: z.string(),
  specifiers: z.string(),
  outcomeId: z.string(),
  outcomeName: z.string(),
  /** odds at placement (the slip asks the current ones) */
  outcomeValueDecimal: z.number(),
  scheduleTime: z.string(),
});

/** ShareTicket, GetSharedReplicationData (public), GetReplicationData (owner or shared). */
export const ZReplicationData = z.object({
  ticketId: z.string(),
  betType: ZBetType,
  isShared: z.boolean(),
  stake: z.number().nullable(),
  selections: z.array(ZReplicationSelection),
  /** custom bets: the groups of selection indexes that form one custom bet */
  customBetGroups: z.array(z.array(z.number().int())),
});
export type TReplicationData = z.infer<typeof ZReplicationData>;

export const ticketSharingApi = {
  share: defineRoute({
    method: 'POST',
    path: '/api/TicketReplication/v1/ShareTicket/:id',
    summary: 'Share a ticket of yours',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: ZTicketNumberParams,
    answer: ZReplicationData,
    errors: ['TICKET_NOT_FOUND'],
  }),
  shared: defineRoute({
    method: 'GET',
    path: '/api/TicketReplication/v1/GetSharedReplicationData/:id',
    summary: 'A shared ticket (public)',
    tags: BETTING_TAGS,
    auth: 'public',
    params: ZTicketNumberParams,
    answer: ZReplicationData,
    errors: ['TICKET_NOT_FOUND'],
  }),
  replication: defineRoute({
    method: 'GET',
    path: '/api/TicketReplication/v1/GetReplicationData/:id',
    summary: 'A ticket to copy: your own or a shared one',
    tags: BETTING_TAGS,
    auth: 'bearer',
    params: ZTicketNumberParams,
    answer: ZReplicationData,
    errors: ['TICKET_NOT_FOUND'],
  }),
} as const;

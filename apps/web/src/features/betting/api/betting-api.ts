import {
  CUSTOM_BET_TIMEOUT_MS,
  type TCalculateOddsRequest,
  type TCustomBetRequest,
  type TLimitByEventAnswer,
  type TLimitByEventRequest,
  type TMultipleRequest,
  type TMultiSingleRequest,
  type TParlayCustomBetsRequest,
  type TPlaceBetAnswer,
  type TReplicationData,
  type TSportbookLimits,
  type TTicketStatusAnswer,
  type TUserFreeBet,
  type ZCalculateOddsAnswer,
} from '@placar/contract';
import type { z } from 'zod';
import { api } from '../../../lib/api/client';

/** Every ticket placement goes with Feed-Version 2 (seed 002 section 7). */
const FEED = { headers: { 'Feed-Version': '2' } };
/** Custom bet calls wait up to 3 minutes (seed 002 section 9). */
const CUSTOM = { ...FEED, timeoutMs: CUSTOM_BET_TIMEOUT_MS };

export type CalculateOddsAnswer = z.infer<typeof ZCalculateOddsAnswer>;
export type LimitKind = 'single' | 'custombetparlay' | 'multiple' | 'parlay';
export type FreeBetValidation = { isValid: boolean; rejectionCode: string | null; freeBetId: string };

/** The sports-bets calls the slip makes (seed 002 section 7). */
export const bettingApi = {
  limits: () => api.get<TSportbookLimits>('/api/BettingRules/sportbook/limits'),
  limitByEvent: (kind: LimitKind, body: TLimitByEventRequest) =>
    api.post<TLimitByEventAnswer>(`/api/BettingRules/sportbook/${kind}/limitbyevent`, body),
  placeSingles: (providerId: number, body: TMultiSingleRequest) =>
    api.post<TPlaceBetAnswer>(
      `/api/Ticket/${providerId === 2 ? 'v2' : 'v1'}/PlaceBet/MultiSingle`,
      body,
      FEED,
    ),
  placeMultiple: (path: string, body: TMultipleRequest) => api.post<TPlaceBetAnswer>(path, body, FEED),
  placeCustomBet: (body: TCustomBetRequest) =>
    api.post<TPlaceBetAnswer>('/api/Ticket/v1/PlaceBet/CustomBet', body, CUSTOM),
  placeParlayCustomBets: (body: TParlayCustomBetsRequest) =>
    api.post<TPlaceBetAnswer>('/api/Ticket/v1/PlaceBet/ParlayCustomBets', body, CUSTOM),
  /** A rejected custom bet priced again (seed 002 section 8, -703). */
  calculateCustomOdds: (body: TCalculateOddsRequest) =>
    api.post<CalculateOddsAnswer>('/api/CustomBet/CalculateOdds', body, { timeoutMs: CUSTOM_BET_TIMEOUT_MS }),
  ticketStatus: (ticketId: string) =>
    api.get<TTicketStatusAnswer>(`/api/Ticket/v1/TicketStatus/${encodeURIComponent(ticketId)}`),
  freeBets: () => api.get<TUserFreeBet[]>('/api/FreeBets/v1/GetUserFreeBets'),
  validateFreeBet: (body: {
    freeBetId: string;
    betType: number;
    stake: number;
    odds?: number;
    events: { eventId: string; producerId?: number }[];
  }) => api.post<FreeBetValidation>('/api/FreeBets/v1/Validate', body),
  shareTicket: (ticketId: string) =>
    api.post<TReplicationData>(`/api/TicketReplication/v1/ShareTicket/${encodeURIComponent(ticketId)}`),
  sharedReplication: (ticketId: string) =>
    api.get<TReplicationData>(
      `/api/TicketReplication/v1/GetSharedReplicationData/${encodeURIComponent(ticketId)}`,
    ),
};

export type BettingApi = typeof bettingApi;

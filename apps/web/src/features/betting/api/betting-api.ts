import type {
  TCustomBetRequest,
  TLimitByEventAnswer,
  TLimitByEventRequest,
  TMultipleRequest,
  TMultiSingleRequest,
  TParlayCustomBetsRequest,
  TPlaceBetAnswer,
  TReplicationData,
  TSportbookLimits,
  TTicketStatusAnswer,
  TUserFreeBet,
} from '@placar/contract';
import { api } from '../../../lib/api/client';

/** Every ticket placement goes with Feed-Version 2 (seed 002 section 7). */
const FEED = { headers: { 'Feed-Version': '2' } };

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
    api.post<TPlaceBetAnswer>('/api/Ticket/v1/PlaceBet/CustomBet', body, FEED),
  placeParlayCustomBets: (body: TParlayCustomBetsRequest) =>
    api.post<TPlaceBetAnswer>('/api/Ticket/v1/PlaceBet/ParlayCustomBets', body, FEED),
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

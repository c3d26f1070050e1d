import type {
  TRgHistoryEntry,
  TRgLimit,
  TRgPlaySession,
  TRgStatus,
  TSetRgLimitRequest,
} from '@placar/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

export type TSetRgLimitAnswer = { limit: TRgLimit; immediate: boolean; effectiveAt: string };

/** The responsible-gaming calls (packages/contract/src/responsible-gaming.ts). */
export const rgApi = {
  status: () => api.get<TRgStatus>('/api/ResponsibleGame/Status'),
  limits: () => api.get<TRgLimit[]>('/api/ResponsibleGame/Limits'),
  setLimit: (body: TSetRgLimitRequest) => api.put<TSetRgLimitAnswer>('/api/ResponsibleGame/Limits', body),
  takeBreak: (hours: number) => api.post<TRgStatus>('/api/ResponsibleGame/Break', { hours }),
  selfExclude: (months: number) => api.post<TRgStatus>('/api/ResponsibleGame/SelfExclusion', { months }),
  history: () => api.get<TRgHistoryEntry[]>('/api/ResponsibleGame/History'),
  setRealityCheck: (intervalMinutes: number) =>
    api.put<TRgStatus>('/api/ResponsibleGame/RealityCheck', { intervalMinutes }),
  heartbeat: () => api.post<TRgPlaySession>('/api/ResponsibleGame/Session/Heartbeat'),
  answerRealityCheck: (action: 'continue' | 'end') =>
    api.post<TRgPlaySession | null>('/api/ResponsibleGame/Session/RealityCheck', { action }),
};

export const rgKeys = {
  all: ['responsible-gaming'] as const,
  status: ['responsible-gaming', 'status'] as const,
  limits: ['responsible-gaming', 'limits'] as const,
  history: ['responsible-gaming', 'history'] as const,
  session: ['responsible-gaming', 'session'] as const,
};

export const rgStatusQuery = queryOptions({ queryKey: rgKeys.status, queryFn: rgApi.status });
export const rgLimitsQuery = queryOptions({ queryKey: rgKeys.limits, queryFn: rgApi.limits });
export const rgHistoryQuery = queryOptions({ queryKey: rgKeys.history, queryFn: rgApi.history });

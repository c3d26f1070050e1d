import type { TSetRgLimitRequest } from '@placar/contract';
import { responsibleGamingApi as rg } from '@placar/contract/routes.gen';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api/client';

/** The responsible-gaming calls (packages/contract/src/responsible-gaming-routes.ts). */
export const rgApi = {
  status: () => api.call(rg.status),
  limits: () => api.call(rg.limits),
  setLimit: (body: TSetRgLimitRequest) => api.call(rg.setLimit, { body }),
  takeBreak: (hours: number) => api.call(rg.takeBreak, { body: { hours } }),
  selfExclude: (months: number) => api.call(rg.selfExclude, { body: { months } }),
  history: () => api.call(rg.history),
  setRealityCheck: (intervalMinutes: number) => api.call(rg.setRealityCheck, { body: { intervalMinutes } }),
  heartbeat: () => api.call(rg.heartbeat),
  answerRealityCheck: (action: 'continue' | 'end') => api.call(rg.answerRealityCheck, { body: { action } }),
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

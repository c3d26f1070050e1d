import type { TConsentRecord, TConsentRequest } from '@placar/contract';
import { api } from '../../lib/api/client';

/** The account module's consent calls (signed in, e-mail verified). */
export const consentApi = {
  get: () => api.get<TConsentRecord | null>('/api/account/consent'),
  put: (body: TConsentRequest) => api.put<TConsentRecord>('/api/account/consent', body),
};
export type ConsentApi = typeof consentApi;

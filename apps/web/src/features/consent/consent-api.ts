import type { TConsentRequest } from '@placar/contract';
import { consentApi as routes } from '@placar/contract/routes.gen';
import { api } from '../../lib/api/client';

/** The account module's consent calls (signed in, e-mail verified). */
export const consentApi = {
  get: () => api.call(routes.get),
  put: (body: TConsentRequest) => api.call(routes.save, { body }),
};
export type ConsentApi = typeof consentApi;

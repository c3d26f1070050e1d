import { ZConsentAnswer, ZConsentRecord, ZConsentRequest } from './consent';
import { defineRoute } from './route';

const tags = ['users'];

/** The signed-in bettor's cookie and data consent (LGPD), kept so it follows them to a new device. */
export const consentApi = {
  get: defineRoute({
    method: 'GET',
    path: '/api/account/consent',
    summary: 'My cookie and data consent (null when never chosen)',
    tags,
    auth: 'bearer',
    answer: ZConsentAnswer,
  }),
  save: defineRoute({
    method: 'PUT',
    path: '/api/account/consent',
    summary: 'Record my cookie and data consent (kept with an audit trail)',
    tags,
    auth: 'bearer',
    body: ZConsentRequest,
    answer: ZConsentRecord,
  }),
} as const;

/**
 * The zod-free part of the consent contract (LGPD, Lei 13.709/2018): the kinds of cookie and data
 * use a bettor chooses, and the version of the consent text. The web's consent banner is on the
 * first load, so it reads these without zod; `consent.ts` re-exports all of it.
 */

/** Bumped when the purposes or the banner's text change: an older choice is asked again. */
export const CONSENT_VERSION = 1;

/** necessary: always on (session, security device id, flags); the others need the bettor's opt-in. */
export const CONSENT_KINDS = ['necessary', 'analytics', 'marketing'] as const;
export type TConsentKind = (typeof CONSENT_KINDS)[number];

/** The optional purposes, as the bettor chose them. */
export type TConsentChoices = { analytics: boolean; marketing: boolean };

/** A stored choice: the purposes, the version of the text they answered and when they chose. */
export type TConsentRecord = TConsentChoices & {
  necessary: true;
  version: number;
  /** When the bettor chose (ISO 8601). */
  decidedAt: string;
  /** When the server recorded it (ISO 8601); absent on a choice only the device holds. */
  recordedAt?: string;
};

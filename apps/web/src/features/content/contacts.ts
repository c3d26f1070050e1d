import { brand } from '../../lib/brand';

/** Addresses the legal texts point to, derived from the brand's domain so a new brand changes them in one place. */
export const contacts = {
  support: brand.supportEmail,
  privacy: `privacidade@${brand.domain}`,
  ombudsman: `ouvidoria@${brand.domain}`,
  compliance: `compliance@${brand.domain}`,
} as const;

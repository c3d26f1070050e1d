import { z } from 'zod';

/** Geography (seed 000 section 7) and the region check (seed 001 sections 7-8). */

export const ZStateItem = z.object({ code: z.string(), name: z.string(), region: z.string() });
export type TStateItem = z.infer<typeof ZStateItem>;

export const ZCityItem = z.object({ code: z.string(), name: z.string(), state: z.string() });
export type TCityItem = z.infer<typeof ZCityItem>;

/** The IBGE great region of a state (Norte, Nordeste, Centro-Oeste, Sudeste, Sul). */
export const ZRegionItem = z.object({
  code: z.string(),
  name: z.string(),
  state: z.string(),
  city: z.string(),
});

export const ZNationItem = z.object({ code: z.string(), name: z.string() });
export type TNationItem = z.infer<typeof ZNationItem>;

const uf = z
  .string({ error: 'informe a UF' })
  .trim()
  .transform((v) => v.toUpperCase())
  .pipe(z.string().regex(/^[A-Z]{2}$/, 'UF com 2 letras, ex. SP'));

export const ZCitiesQuery = z.object({ state: uf });
export const ZRegionsQuery = z.object({
  state: uf,
  city: z.string().trim().min(1, 'informe a cidade').max(100),
});

/** ValidateV2 answer: where the address of the request is, and whether it may use the site. */
export const ZRegionCheckV2 = z.object({
  isoCountry: z.string().nullable(),
  region: z.string().nullable(),
  city: z.string().nullable(),
  isAllowed: z.boolean(),
});
export type TRegionCheckV2 = z.infer<typeof ZRegionCheckV2>;

import { z } from 'zod';

/** Every successful answer: `{ data: ... }`. */
export const ZData = <T extends z.ZodType>(schema: T) => z.object({ data: schema });

/** Every error answer. `code` is stable and machine-readable; `message` is for people (pt-BR). */
export const ZErrorBody = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    context: z.record(z.string(), z.unknown()).optional(),
  }),
});
export type TErrorBody = z.infer<typeof ZErrorBody>;

/**
 * Money on the wire is in reais, as the seeds show it (10, 20.5); inside the server it is integer
 * centavos. A value with more than 2 decimal places is refused rather than rounded.
 */
export const ZReais = z
  .number({ error: 'deve ser um número' })
  .finite('deve ser um número finito')
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { message: 'no máximo 2 casas decimais' });

export const ZPositiveReais = ZReais.refine((v) => v > 0, { message: 'deve ser maior que zero' });

export function reaisToCentavos(reais: number): number {
  const c = Math.round(reais * 100);
  if (Math.abs(c - reais * 100) > 1e-6) throw new RangeError(`${reais} has more than 2 decimal places`);
  return c;
}

export function centavosToReais(centavos: number): number {
  return Math.round(centavos) / 100;
}

export const ZPagination = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

export const ZIsoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'data no formato AAAA-MM-DD');

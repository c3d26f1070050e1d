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
 * The largest amount of money any call takes (R$ 10 million): its centavos fit every amount column,
 * the integer ones too (1e20 reached the database and failed there, a 500).
 */
export const MAX_REAIS = 10_000_000;

/**
 * Money on the wire is in reais, as the seeds show it (10, 20.5); inside the server it is integer
 * centavos. A value with more than 2 decimal places is refused rather than rounded.
 */
export const ZReais = z
  .number({ error: 'deve ser um número' })
  .finite('deve ser um número finito')
  .refine((v) => Math.abs(v) <= MAX_REAIS, { message: 'valor acima do limite de R$ 10.000.000,00' })
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

/**
 * The client's retry key of a money-moving call (header `Idempotency-Key`, the IETF draft's name): one
 * per user action, made once per click and sent again on every retry of it. A replay with the same key
 * and the same body answers the first answer and moves nothing; the same key with another body is 409
 * IDEMPOTENCY_CONFLICT. Keys are the caller's (per player), answered for at least 24 hours; without one
 * a call is not deduplicated.
 */
export const IDEMPOTENCY_KEY_HEADER = 'idempotency-key';
export const ZIdempotencyKey = z
  .string()
  .regex(/^[A-Za-z0-9_.:-]{8,100}$/, 'Idempotency-Key de 8 a 100 caracteres (letras, números, "_.:-")');

export const ZPagination = z.object({
  pageNumber: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A calendar date that exists (2024-13-01 and 2024-02-30 do not: the database refused them, a 500). */
export const ZIsoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'data no formato AAAA-MM-DD')
  .refine((v) => {
    const t = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(t.getTime()) && t.toISOString().slice(0, 10) === v;
  }, 'data inválida');

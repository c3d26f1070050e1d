import { ERRORS, isErrorCode, type RouteDef, ZErrorBody } from '@placar/contract';
import { z } from 'zod';

/**
 * The answers of a contract route for its OpenAPI description: its error answers: one entry per status, naming the
 * catalogue's codes (and their pt-BR messages) it may answer with. Validation (400) is there for every
 * route with an input; 401 for every signed-in route.
 */
export function openApiResponses(def: RouteDef): Record<string, unknown> {
  const codes = new Set(def.errors ?? []);
  if (def.params || def.query || def.body) codes.add('VALIDATION_ERROR');
  if (def.auth === 'bearer' || def.auth === 'staff' || def.auth === 'casinoToken') codes.add('UNAUTHORIZED');
  if (def.auth === 'staff') codes.add('FORBIDDEN');
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = isErrorCode(code) ? ERRORS[code].status : 400;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  // A non-JSON answer (a stream, a page, an image, metrics) has no schema to validate: it is described
  // here only, for the docs.
  const success =
    def.produces && def.produces !== 'application/json' && !def.answer
      ? { [String(def.status ?? 200)]: z.string().describe(`${def.produces}: ${def.summary}`) }
      : {};
  return Object.fromEntries([
    ...Object.entries(success),
    ...[...byStatus].map(([status, list]) => [
      String(status),
      ZErrorBody.describe(
        list.map((code) => `${code}: ${isErrorCode(code) ? ERRORS[code].message : code}`).join('\n'),
      ),
    ]),
  ]);
}

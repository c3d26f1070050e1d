import { ERRORS, isErrorCode, type RouteDef, ZErrorBody } from '@placar/contract';

/**
 * The error answers of a contract route for its OpenAPI description: one entry per status, naming the
 * catalogue's codes (and their pt-BR messages) it may answer with. Validation (400) is there for every
 * route with an input; 401 for every signed-in route.
 */
export function errorResponses(def: RouteDef): Record<string, unknown> {
  const codes = new Set(def.errors ?? []);
  if (def.params || def.query || def.body) codes.add('VALIDATION_ERROR');
  if (def.auth === 'bearer' || def.auth === 'staff' || def.auth === 'casinoToken') codes.add('UNAUTHORIZED');
  if (def.auth === 'staff') codes.add('FORBIDDEN');
  const byStatus = new Map<number, string[]>();
  for (const code of codes) {
    const status = isErrorCode(code) ? ERRORS[code].status : 400;
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return Object.fromEntries(
    [...byStatus].map(([status, list]) => [
      String(status),
      ZErrorBody.describe(
        list.map((code) => `${code}: ${isErrorCode(code) ? ERRORS[code].message : code}`).join('\n'),
      ),
    ]),
  );
}

import { describe, expect, it } from 'vitest';
import { ERROR_AREAS, ERRORS, errorMessage, errorStatus } from './errors';

describe('the error catalogue', () => {
  it('gives a code several areas answer one status', () => {
    const statuses = new Map<string, Set<number>>();
    for (const area of Object.values(ERROR_AREAS))
      for (const [code, def] of Object.entries(area))
        statuses.set(code, (statuses.get(code) ?? new Set()).add(def.status));
    const split = [...statuses].filter(([, s]) => s.size > 1).map(([code, s]) => `${code}: ${[...s]}`);
    expect(split).toEqual([]);
  });

  it('holds every code of every area, each with a 4xx or 5xx status and a message', () => {
    for (const area of Object.values(ERROR_AREAS))
      for (const code of Object.keys(area)) expect(Object.keys(ERRORS)).toContain(code);
    for (const [code, def] of Object.entries(ERRORS)) {
      expect(def.status, code).toBeGreaterThanOrEqual(400);
      expect(def.status, code).toBeLessThan(600);
      expect(def.message.length, code).toBeGreaterThan(3);
    }
  });

  it('answers 400 and the fallback for a code outside it, never a 500', () => {
    expect(errorStatus('SOMETHING_NEW')).toBe(400);
    expect(errorMessage('SOMETHING_NEW', 'o texto do servidor')).toBe('o texto do servidor');
    expect(errorStatus('CASINO_TOKEN_INVALID')).toBe(401);
    expect(errorMessage('PIX_KEY_NOT_OWNED')).toBe('A chave Pix precisa estar no seu CPF.');
  });
});

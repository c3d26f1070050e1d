import { describe, expect, it } from 'vitest';
import { countLabel } from './count-label';

describe('countLabel (issue 17: "1 partidas")', () => {
  it('singular for one, plural otherwise, pt-BR digits', () => {
    expect(countLabel(1, 'partida', 'partidas')).toBe('1 partida');
    expect(countLabel(0, 'partida', 'partidas')).toBe('0 partidas');
    expect(countLabel(2, 'mercado', 'mercados')).toBe('2 mercados');
    expect(countLabel(1200, 'partida', 'partidas')).toBe('1.200 partidas');
  });
});

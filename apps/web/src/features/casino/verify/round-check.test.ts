import { describe, expect, it } from 'vitest';
import { roundMismatch } from './round-check';

const mines = {
  id: 43,
  gameId: 'mines',
  gameName: 'Minas',
  fairness: { serverSeedHash: 'a', serverSeed: 'b', clientSeed: 'c', nonce: 7, params: {} },
};

describe('the verifier checks the round a link names', () => {
  it('refuses to verify a Mines round as dice', () => {
    expect(roundMismatch(mines, { gameId: 'dice', nonce: '7' })).toBe(
      'A rodada nº 43 é de Minas, não de Dados. Escolha Minas para verificá-la.',
    );
  });
  it('refuses another nonce than the round’s', () => {
    expect(roundMismatch(mines, { gameId: 'mines', nonce: '6' })).toBe(
      'A rodada nº 43 usou o nonce 7, não 6.',
    );
  });
  it('accepts the round’s own game and nonce', () => {
    expect(roundMismatch(mines, { gameId: 'mines', nonce: ' 7 ' })).toBeNull();
  });
});

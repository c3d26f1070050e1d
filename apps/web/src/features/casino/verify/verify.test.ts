import { casino } from '@placar/domain';
import { describe, expect, it } from 'vitest';
import { describeOutcome, type VerifyInput, verifyInBrowser } from './verify';

const pair = casino.createSeedPair('minha-semente');
const base: VerifyInput = {
  gameId: 'dice',
  serverSeed: pair.serverSeed,
  clientSeed: 'minha-semente',
  nonce: '3',
  params: '{"target": 5000, "direction": "under"}',
  publishedHash: casino.serverSeedHash(pair.serverSeed),
};

describe('verification in the browser', () => {
  it('recomputes the round the server played with the same seeds and nonce', async () => {
    const served = casino.playRound(
      'dice',
      { target: 5000, direction: 'under' },
      casino.createFairRng({ serverSeed: pair.serverSeed, clientSeed: 'minha-semente' }, 3),
    );
    const r = await verifyInBrowser(base);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.outcome).toEqual(served);
    expect(r.hashMatches).toBe(true);
    expect(r.summary).toMatch(/^Número sorteado \d+,\d\d: /);
  });

  it('flags a server seed that does not match the published hash', async () => {
    const r = await verifyInBrowser({ ...base, publishedHash: 'a'.repeat(64) });
    expect(r.ok && r.hashMatches).toBe(false);
    const none = await verifyInBrowser({ ...base, publishedHash: '' });
    expect(none.ok && none.hashMatches).toBeNull();
  });

  it('names the field of bad input', async () => {
    expect(await verifyInBrowser({ ...base, serverSeed: 'xyz' })).toMatchObject({
      ok: false,
      field: 'serverSeed',
    });
    expect(await verifyInBrowser({ ...base, nonce: '' })).toMatchObject({ ok: false, field: 'nonce' });
    expect(await verifyInBrowser({ ...base, params: '{' })).toMatchObject({ ok: false, field: 'params' });
    expect(await verifyInBrowser({ ...base, params: '{"target": 0, "direction": "under"}' })).toMatchObject({
      ok: false,
      field: 'params',
    });
  });

  it('describes outcomes in pt-BR', () => {
    expect(describeOutcome('roulette', { pocket: 17, multiplier: 0 })).toBe(
      'A bola parou no 17: sem prêmio.',
    );
    expect(describeOutcome('crash', { crashPoint: 2.5, multiplier: 2 })).toBe(
      'Ponto de quebra 2,5×: paga 2× a aposta.',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { canBeMultiple, checkAccumulator, combinedOdds, multiplePath, type RuleLeg } from './ticket-rules';

const leg = (matchId: string, marketId = 1, providerId = 1, sportId = 'sr:sport:1'): RuleLeg => ({
  matchId,
  marketId,
  providerId,
  sportId,
});
const basket = (matchId: string, marketId: number) => leg(matchId, marketId, 1, 'sr:sport:2');

describe('ticket type and same-match rules (seed 002 sections 4-5)', () => {
  it('one selection gives singles; two different matches can be a multiple', () => {
    expect(canBeMultiple([leg('sr:match:1')])).toBe(false);
    expect(canBeMultiple([leg('sr:match:1'), leg('sr:match:2')])).toBe(true);
    expect(multiplePath([leg('sr:match:1'), leg('sr:match:2')])).toBe('/api/Ticket/v1/PlaceBet/Multiple');
  });

  it('refuses two legs of the same match', () => {
    const check = checkAccumulator([leg('sr:match:1', 1), leg('sr:match:1', 18)]);
    expect(check).toEqual({ ok: false, reason: 'Seleções do mesmo jogo não podem ser combinadas.' });
  });

  it("allows the first provider's basketball pair of different overtime types as a parlay", () => {
    const legs = [basket('sr:match:9', 225), basket('sr:match:9', 223), leg('sr:match:2')];
    expect(checkAccumulator(legs)).toEqual({ ok: true, kind: 'parlay' });
    expect(multiplePath(legs)).toBe('/api/Ticket/v1/PlaceBet/Parlay');
  });

  it('refuses the same overtime type twice, winner with handicap, three legs, and other markets', () => {
    expect(checkAccumulator([basket('sr:match:9', 225), basket('sr:match:9', 225)]).ok).toBe(false);
    expect(checkAccumulator([basket('sr:match:9', 219), basket('sr:match:9', 223)])).toEqual({
      ok: false,
      reason: 'Vencedor e handicap do mesmo jogo não podem ser combinados.',
    });
    expect(checkAccumulator([basket('sr:match:9', 219), basket('sr:match:9', 225)]).ok).toBe(true);
    expect(
      checkAccumulator([basket('sr:match:9', 219), basket('sr:match:9', 225), basket('sr:match:9', 223)]).ok,
    ).toBe(false);
    expect(checkAccumulator([basket('sr:match:9', 1), basket('sr:match:9', 225)]).ok).toBe(false);
  });

  it("the second provider's basketball has no exception", () => {
    expect(
      checkAccumulator([leg('bg:match:9', 225, 2, 'sr:sport:2'), leg('bg:match:9', 223, 2, 'sr:sport:2')]).ok,
    ).toBe(false);
  });

  it("a same-match pair is not combined with the other provider's legs", () => {
    const legs = [basket('sr:match:9', 225), basket('sr:match:9', 223), leg('bg:match:4', 1, 2)];
    expect(checkAccumulator(legs).ok).toBe(false);
  });

  it('two providers for different events give MultipleManyProviders; the second alone uses v2', () => {
    expect(multiplePath([leg('sr:match:1'), leg('bg:match:2', 1, 2)])).toBe(
      '/api/Ticket/v2/PlaceBet/MultipleManyProviders',
    );
    expect(multiplePath([leg('bg:match:1', 1, 2), leg('bg:match:2', 1, 2)])).toBe(
      '/api/Ticket/v2/PlaceBet/Multiple',
    );
  });

  it('multiplies the odds', () => {
    expect(combinedOdds([2, 1.5, 1.8])).toBe(5.4);
  });
});

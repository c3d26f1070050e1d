import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { TStreamEnvelope } from './stream';
import { STREAM_EVENTS, ZStreamEnvelope } from './stream';
import { isStreamEnvelope, type TStreamEnvelopeShape } from './stream-constants';

/** Values near an envelope: right and wrong types for every field. */
const field = <T>(good: fc.Arbitrary<T>) =>
  fc.oneof(
    { arbitrary: good, weight: 12 },
    fc.constant(undefined),
    fc.string(),
    fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, 2),
    fc.constant(null),
    fc.boolean(),
  );
const nearEnvelope = fc.record(
  {
    event: fc.oneof({ arbitrary: fc.constantFrom(...STREAM_EVENTS), weight: 12 }, fc.string(), fc.integer()),
    ts: field(fc.double()),
    matchId: field(fc.string()),
    sportId: field(fc.string()),
    tournamentId: field(fc.string()),
    seasonId: field(fc.string()),
    mode: field(fc.constantFrom(0, 1)),
    userId: field(fc.integer()),
    payload: fc.anything(),
  },
  { requiredKeys: ['event', 'ts'] },
);

describe('isStreamEnvelope', () => {
  it('accepts exactly what ZStreamEnvelope accepts', () => {
    fc.assert(
      fc.property(fc.oneof(nearEnvelope, fc.anything()), (v) => {
        expect(isStreamEnvelope(v)).toBe(ZStreamEnvelope.safeParse(v).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('reads a real envelope and refuses the usual breakages', () => {
    const ok = { event: 'odds-update', ts: 1, matchId: 'sr:match:1', mode: 1, payload: { markets: [] } };
    expect(isStreamEnvelope(ok)).toBe(true);
    expect(isStreamEnvelope({ ...ok, ts: '1' })).toBe(false);
    expect(isStreamEnvelope({ ...ok, mode: 2 })).toBe(false);
    expect(isStreamEnvelope({ ...ok, event: 'odds' })).toBe(false);
    const { payload: _, ...noPayload } = ok;
    expect(isStreamEnvelope(noPayload)).toBe(false);
    expect(isStreamEnvelope(null)).toBe(false);
  });

  it('vouches for the same type as the schema', () => {
    expectTypeOf<TStreamEnvelopeShape>().toEqualTypeOf<TStreamEnvelope>();
  });
});

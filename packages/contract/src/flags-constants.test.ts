import fc from 'fast-check';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { FLAG_DEFINITIONS, ZMaintenanceMessage } from './flags';
import {
  defaultFlags,
  FLAG_NAMES,
  FLAG_TABLE,
  isFlagValue,
  readMaintenanceMessage,
  type TMaintenanceMessage,
} from './flags-constants';

const value = fc.oneof(
  fc.boolean(),
  fc.double(),
  fc.integer(),
  fc.constantFrom(0, -1, 0.01, 50_000, Number.NaN, Number.POSITIVE_INFINITY),
  fc.string(),
  fc.constant(null),
  fc.anything(),
);

describe('flags without zod', () => {
  it('isFlagValue accepts exactly what the flag schema accepts', () => {
    fc.assert(
      fc.property(fc.constantFrom(...FLAG_NAMES), value, (name, v) => {
        expect(isFlagValue(name, v)).toBe(FLAG_DEFINITIONS[name].schema.safeParse(v).success);
      }),
      { numRuns: 3000 },
    );
  });

  it('every default is a valid value and FLAG_DEFINITIONS keeps the table', () => {
    const d = defaultFlags();
    for (const n of FLAG_NAMES) {
      expect(isFlagValue(n, d[n])).toBe(true);
      expect(FLAG_DEFINITIONS[n].default).toBe(FLAG_TABLE[n].default);
      expect(FLAG_DEFINITIONS[n].label).toBe(FLAG_TABLE[n].label);
    }
    expect(d['max-deposit-limit']).toBe(50_000);
    expect(d['feature-sportsbook']).toBe(true);
  });

  it('readMaintenanceMessage answers what ZMaintenanceMessage parses, or null when it refuses', () => {
    const near = fc.record(
      {
        isActive: fc.oneof({ arbitrary: fc.boolean(), weight: 8 }, fc.string(), fc.constant(null)),
        title: fc.oneof({ arbitrary: fc.string(), weight: 8 }, fc.integer(), fc.constant(undefined)),
        description: fc.oneof({ arbitrary: fc.string(), weight: 8 }, fc.boolean()),
        extra: fc.anything(),
      },
      { requiredKeys: ['isActive', 'title'] },
    );
    fc.assert(
      fc.property(fc.oneof(near, fc.anything()), (v) => {
        const r = ZMaintenanceMessage.safeParse(v);
        expect(readMaintenanceMessage(v)).toEqual(r.success ? r.data : null);
      }),
      { numRuns: 3000 },
    );
    expectTypeOf<z.infer<typeof ZMaintenanceMessage>>().toEqualTypeOf<TMaintenanceMessage>();
  });
});

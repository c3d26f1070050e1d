import fc from 'fast-check';
import { z } from 'zod';

/**
 * Valid-looking inputs for a route's schema, for the fuzz test. The zod schema (zod 4) is turned into
 * its JSON Schema input shape (`z.toJSONSchema`, io: 'input'), and that into a fast-check arbitrary:
 * zod-fast-check, the maintained mapper, supports zod 3 and fast-check 3 only. Sizes are kept small;
 * the hostile values (`hostileValue`) do the stretching.
 */
type JsonSchema = {
  $ref?: string;
  $defs?: Record<string, JsonSchema>;
  type?: string | string[];
  const?: unknown;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: JsonSchema | boolean;
  items?: JsonSchema;
  prefixItems?: JsonSchema[];
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
};

export function jsonSchemaOf(schema: unknown): JsonSchema {
  if (schema && typeof schema === 'object' && '_zod' in schema) {
    try {
      return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    } catch {
      return {};
    }
  }
  return (schema ?? {}) as JsonSchema;
}

/**
 * Values the app knows (event, market and outcome ids of seeded matches, the caller's user id):
 * plain strings and integers are drawn from them part of the time, so calls reach past "not found".
 */
export type KnownValues = { strings: string[]; integers: number[] };
let known: KnownValues = { strings: [], integers: [] };

export function arbitraryOf(schema: unknown, values: KnownValues = known): fc.Arbitrary<unknown> {
  const root = jsonSchemaOf(schema);
  const previous = known;
  known = values;
  try {
    return toArbitrary(root, root, 0);
  } finally {
    known = previous;
  }
}

const anyJson = fc.oneof(
  fc.string({ maxLength: 8 }),
  fc.integer({ min: -5, max: 1000 }),
  fc.boolean(),
  fc.constant(null),
);

function toArbitrary(s: JsonSchema, root: JsonSchema, depth: number): fc.Arbitrary<unknown> {
  if (depth > 8) return fc.constant(null);
  if (s.$ref) {
    const name = s.$ref.replace(/^#\/\$defs\//, '');
    const target = s.$ref === '#' ? root : root.$defs?.[name];
    return target ? toArbitrary(target, root, depth + 1) : anyJson;
  }
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alternatives = s.anyOf ?? s.oneOf;
  if (alternatives?.length) return fc.oneof(...alternatives.map((a) => toArbitrary(a, root, depth + 1)));
  if (s.allOf?.length) {
    const merged: JsonSchema = { type: 'object', properties: {}, required: [] };
    for (const part of s.allOf) {
      Object.assign(merged.properties!, part.properties ?? {});
      merged.required!.push(...(part.required ?? []));
    }
    return toArbitrary(merged, root, depth + 1);
  }
  if (Array.isArray(s.type))
    return fc.oneof(...s.type.map((t) => toArbitrary({ ...s, type: t }, root, depth + 1)));
  switch (s.type) {
    case 'string':
      return stringArbitrary(s);
    case 'integer':
    case 'number':
      return numberArbitrary(s);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      if (s.prefixItems) return fc.tuple(...s.prefixItems.map((i) => toArbitrary(i, root, depth + 1)));
      const minLength = s.minItems ?? 0;
      return fc.array(s.items ? toArbitrary(s.items, root, depth + 1) : anyJson, {
        minLength,
        maxLength: Math.max(minLength, Math.min(s.maxItems ?? 3, 3)),
      });
    }
    case 'object': {
      const props = s.properties ?? {};
      const keys = Object.keys(props);
      if (keys.length === 0) {
        const values = typeof s.additionalProperties === 'object' ? s.additionalProperties : undefined;
        return fc.dictionary(
          fc.string({ minLength: 1, maxLength: 6 }),
          values ? toArbitrary(values, root, depth + 1) : anyJson,
          {
            maxKeys: 2,
          },
        );
      }
      const record: Record<string, fc.Arbitrary<unknown>> = {};
      for (const k of keys) record[k] = toArbitrary(props[k]!, root, depth + 1);
      return fc.record(record, { requiredKeys: (s.required ?? []).filter((k) => k in props) });
    }
    default:
      return anyJson;
  }
}

function stringArbitrary(s: JsonSchema): fc.Arbitrary<string> {
  const generated = generatedString(s);
  const fitting = known.strings.filter(
    (v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? Number.POSITIVE_INFINITY),
  );
  if (s.format || s.pattern || fitting.length === 0) return generated;
  return fc.oneof(generated, fc.constantFrom(...fitting));
}

function generatedString(s: JsonSchema): fc.Arbitrary<string> {
  switch (s.format) {
    case 'email':
      return fc.emailAddress();
    case 'uuid':
      return fc.uuid();
    case 'date-time':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString());
    case 'date':
      return fc
        .date({ min: new Date('2000-01-01'), max: new Date('2100-01-01'), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10));
  }
  if (s.pattern) {
    try {
      const re = new RegExp(s.pattern);
      return fc.stringMatching(re).filter((v) => v.length <= 200);
    } catch {
      // an unsupported pattern: plain strings below
    }
  }
  const minLength = s.minLength ?? 0;
  return fc.string({ minLength, maxLength: Math.max(minLength, Math.min(s.maxLength ?? 24, 24)) });
}

function numberArbitrary(s: JsonSchema): fc.Arbitrary<number> {
  const safe = (v: number | undefined, fallback: number) =>
    v === undefined || !Number.isFinite(v) ? fallback : Math.max(-1e9, Math.min(1e9, v));
  const min = safe(s.exclusiveMinimum ?? s.minimum, -1000);
  const max = Math.max(min, safe(s.exclusiveMaximum ?? s.maximum, 100_000));
  if (s.type === 'integer') {
    const lo = Math.ceil(s.exclusiveMinimum !== undefined ? min + 1 : min);
    const hi = Math.floor(s.exclusiveMaximum !== undefined ? max - 1 : max);
    const generated = fc.integer({ min: lo, max: Math.max(lo, hi) });
    const fitting = known.integers.filter((v) => v >= lo && v <= hi);
    return fitting.length === 0 ? generated : fc.oneof(generated, fc.constantFrom(...fitting));
  }
  // Money and odds: at most 2 decimal places, as the wire carries them.
  return fc
    .integer({ min: Math.ceil(min * 100), max: Math.max(Math.ceil(min * 100), Math.floor(max * 100)) })
    .map((c) => c / 100);
}

/** Values an attacker sends in any field: each was seen (or feared) to reach the database unchecked. */
export const HOSTILE_VALUES: unknown[] = [
  '\u0000',
  'abc\u0000def',
  '%00',
  '\ud800',
  'a'.repeat(20_000),
  '2024-13-01',
  '2024-02-30',
  '0000-00-00',
  '2024-13-01T25:61:61Z',
  '9999999-01-01',
  1e20,
  -1e20,
  -1,
  0,
  1e308,
  0.001,
  2 ** 53 + 1,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 63,
  'NaN',
  'Infinity',
  '1e20',
  '-1',
  '',
  ' ',
  null,
  true,
  [],
  {},
  [[[[[]]]]],
  JSON.parse('{"__proto__": {"admin": true}, "constructor": {"prototype": {"x": 1}}}'),
  "' or 1=1 --",
  '../../etc/passwd',
];

/** An object nested `depth` levels deep (a parser's or validator's stack). */
export const deeplyNested = (depth: number) => {
  let v: unknown = 1;
  for (let i = 0; i < depth; i++) v = { a: v };
  return v;
};

export const hostileValue = fc.oneof(
  { weight: 10, arbitrary: fc.constantFrom(...HOSTILE_VALUES) },
  { weight: 1, arbitrary: fc.constant(deeplyNested(2000)) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
  { weight: 2, arbitrary: fc.double() },
);

/** Replaces the `index`-th node (pre-order, the root included) of `value` with `replacement`. */
export function replaceNode(value: unknown, index: number, replacement: unknown): unknown {
  const nodes: { parent: Record<string, unknown> | unknown[] | null; key: string | number }[] = [];
  const walk = (v: unknown, parent: Record<string, unknown> | unknown[] | null, key: string | number) => {
    nodes.push({ parent, key });
    if (Array.isArray(v)) {
      for (const [i, item] of v.entries()) walk(item, v, i);
    } else if (v && typeof v === 'object')
      for (const [k, item] of Object.entries(v)) walk(item, v as Record<string, unknown>, k);
  };
  const copy = structuredClone(value);
  walk(copy, null, '');
  const target = nodes[index % nodes.length]!;
  if (target.parent === null) return replacement;
  (target.parent as Record<string | number, unknown>)[target.key] = replacement;
  return copy;
}

import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { createValidatedUser } from '../../testing/identity';
import { createTestPlatform, tokenFor } from '../../testing/platform';
import { jsonSchemaOf } from '../../testing/schema-arbitrary';
import type { Platform } from '../context';
import type { App } from '../module';
import { FIELD_LABELS, fieldLabel } from './field-labels';

type Route = { method: string; url: string; fields: Map<string, Set<string>> };
type Json = {
  properties?: Record<string, Json>;
  items?: Json;
  additionalProperties?: Json | boolean;
  anyOf?: Json[];
  oneOf?: Json[];
  allOf?: Json[];
  prefixItems?: Json[];
  $defs?: Record<string, Json>;
};

/** Every property name a schema reads, at any depth. */
function propertyNames(schema: Json, into: Set<string>, depth = 0): Set<string> {
  if (!schema || typeof schema !== 'object' || depth > 10) return into;
  for (const [name, inner] of Object.entries(schema.properties ?? {})) {
    into.add(name);
    propertyNames(inner, into, depth + 1);
  }
  if (schema.items) propertyNames(schema.items, into, depth + 1);
  if (schema.additionalProperties && typeof schema.additionalProperties === 'object')
    propertyNames(schema.additionalProperties, into, depth + 1);
  for (const list of [schema.anyOf, schema.oneOf, schema.allOf, schema.prefixItems])
    for (const s of list ?? []) propertyNames(s, into, depth + 1);
  for (const s of Object.values(schema.$defs ?? {})) propertyNames(s, into, depth + 1);
  return into;
}

/** A value of the wrong type for whatever the field expects (objects and lists are rarely accepted as text). */
const wrong = (name: string) => ({ [name]: { wrong: [true] } });

describe('field labels', () => {
  it('names a nested path by its last named field and its list positions', () => {
    expect(fieldLabel('key')).toBe('chave Pix');
    expect(fieldLabel('birthDate')).toBe('data de nascimento');
    expect(fieldLabel('ticketRequest.ticketBetSelection.0.stake')).toBe('valor da aposta (item 1)');
    expect(fieldLabel('body')).toBe('corpo da requisição');
    expect(fieldLabel('somethingNew')).toBe('dado enviado');
  });
});

describe('400 messages of every route name their fields in Portuguese', () => {
  let platform: Platform;
  let app: App;
  const routes: Route[] = [];

  beforeAll(async () => {
    platform = await createTestPlatform({
      RATE_LIMIT_PER_MINUTE: '10000000',
      LOGIN_RATE_LIMIT_PER_MINUTE: '10000000',
    });
    app = await buildApp(platform, {
      serveWeb: false,
      onRoute: (r: RouteOptions) => {
        const schema = (r.schema ?? {}) as Record<string, unknown>;
        const fields = new Map<string, Set<string>>();
        for (const part of ['body', 'querystring', 'params', 'headers'])
          if (schema[part]) fields.set(part, propertyNames(jsonSchemaOf(schema[part]) as Json, new Set()));
        for (const method of [r.method].flat())
          if (method !== 'HEAD' && method !== 'OPTIONS' && !r.url.startsWith('/stream/'))
            routes.push({ method, url: r.url, fields });
      },
    });
    await app.ready();
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await platform?.close();
  });

  it('has a Portuguese label for every field of every route schema', () => {
    const names = new Set(routes.flatMap((r) => [...r.fields.values()].flatMap((s) => [...s])));
    expect(names.size).toBeGreaterThan(100);
    expect([...names].filter((n) => !(n in FIELD_LABELS))).toEqual([]);
  });

  it('never shows a body field by its wire name in a 400', { timeout: 300_000 }, async () => {
    const { user, token: bettor } = await createValidatedUser(platform);
    const operator = await tokenFor(platform, { id: user.id, roles: [1] });
    const leaks: string[] = [];
    let refusals = 0;
    for (const route of routes) {
      const body = route.fields.get('body');
      if (!body || body.size === 0) continue;
      const url = route.url.replace(/:([A-Za-z]+)/g, '1').replace('*', 'x');
      const token = /\/admin\//i.test(route.url) ? operator : bettor;
      // one refusal per field: missing everything, then each field of a wrong type
      for (const payload of [{}, ...[...body].map(wrong)]) {
        const res = await app.inject({
          method: route.method as 'POST',
          url,
          headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        if (res.statusCode !== 400) continue;
        const message = String(res.json().error?.message ?? '');
        refusals++;
        for (const name of body) {
          if (FIELD_LABELS[name] === name) continue;
          if (new RegExp(`'${name.replace(/[.*+?^${}()|[\]\\-]/g, '\\$&')}'`).test(message))
            leaks.push(`${route.method} ${route.url}: ${message}`);
        }
      }
    }
    expect(refusals).toBeGreaterThan(50);
    expect(leaks).toEqual([]);
  });
});

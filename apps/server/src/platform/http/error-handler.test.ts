import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../testing/platform';
import { DatabaseUnavailableError } from '../db/connection-errors';
import { AppError } from '../errors';
import type { PlacarModule } from '../module';

const probe: PlacarModule = {
  name: 'probe',
  routes(app) {
    app.post(
      '/api/probe/:id',
      {
        schema: {
          params: z.object({ id: z.coerce.number().int().positive() }),
          querystring: z.object({ page: z.coerce.number().int().min(1).default(1) }),
          body: z.object({ amount: z.number().positive(), email: z.email() }),
        },
      },
      async (request) => ({ data: { id: request.params.id, ...request.body } }),
    );
    app.get('/api/probe/boom', async () => {
      throw new Error('connection to db-primary.internal:5432 refused, password=hunter2');
    });
    // The errors node-postgres and pg-pool give for a cut, an outage, a deadlock, a duplicate key.
    app.get('/api/probe/db/:kind', async (request) => {
      const kind = (request.params as { kind: string }).kind;
      const pgError = (code: string, message: string) => Object.assign(new Error(message), { code });
      if (kind === 'terminated')
        throw pgError('57P01', 'terminating connection due to administrator command');
      if (kind === 'unexpected') throw new Error('Connection terminated unexpectedly');
      if (kind === 'reset') throw pgError('ECONNRESET', 'read ECONNRESET');
      if (kind === 'refused')
        throw new DatabaseUnavailableError(pgError('ECONNREFUSED', 'connect ECONNREFUSED'));
      if (kind === 'pool-timeout') throw new Error('timeout exceeded when trying to connect');
      if (kind === 'link') throw pgError('08006', 'connection failure');
      if (kind === 'deadlock') throw pgError('40P01', 'deadlock detected');
      if (kind === 'serialization') throw pgError('40001', 'could not serialize access');
      throw pgError('23505', 'duplicate key value violates unique constraint');
    });
    app.get('/api/probe/locked', async () => {
      throw new AppError('LOCKED', { context: { until: '2026-01-01' }, internal: 'user 7 locked by rule 3' });
    });
  },
};

describe('error handler', () => {
  let sut: TestApp;
  beforeAll(async () => {
    sut = await createTestApp({ modules: [probe] });
  });
  afterAll(() => sut.close());

  const post = (url: string, payload: string, ct = 'application/json') =>
    sut.app.inject({ method: 'POST', url, headers: { 'content-type': ct }, payload });

  it('answers 400 BAD_REQUEST for a body that is not JSON', async () => {
    const res = await post('/api/probe/1', '{"amount": 1,');
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toEqual({
      code: 'BAD_REQUEST',
      message: 'JSON inválido no corpo da requisição.',
    });
  });

  it('answers 400 naming the field in Portuguese for body, params and query schema errors', async () => {
    const body = await post('/api/probe/1', JSON.stringify({ amount: -5, email: 'ana@example.com' }));
    expect(body.statusCode).toBe(400);
    expect(body.json().error.code).toBe('VALIDATION_ERROR');
    expect(body.json().error.message).toMatch(/^Campo 'valor': /);
    // the wire name stays in the issue for clients that map it to their form
    expect(body.json().error.context.issues[0]).toMatchObject({ field: 'amount', label: 'valor' });

    const missing = await post('/api/probe/1', JSON.stringify({ amount: 5 }));
    expect(missing.json().error.message).toMatch(/^Campo 'e-mail': /);
    expect(missing.json().error.context.issues[0].field).toBe('email');

    const params = await post('/api/probe/abc', JSON.stringify({ amount: 5, email: 'ana@example.com' }));
    expect(params.statusCode).toBe(400);
    expect(params.json().error.message).toMatch(/^Campo 'identificador': /);

    const query = await post('/api/probe/1?page=0', JSON.stringify({ amount: 5, email: 'ana@example.com' }));
    expect(query.statusCode).toBe(400);
    expect(query.json().error.message).toMatch(/^Campo 'página': /);

    const ok = await post('/api/probe/1', JSON.stringify({ amount: 5, email: 'ana@example.com' }));
    expect(ok.json()).toEqual({ data: { id: 1, amount: 5, email: 'ana@example.com' } });
  });

  it('says what is wrong in Portuguese, not in zod English', async () => {
    const res = await post('/api/probe/1', JSON.stringify({ amount: 5, email: 'não é e-mail' }));
    expect(res.json().error.message).toBe("Campo 'e-mail': Formato do endereço de e-mail inválido");
    const small = await post('/api/probe/1', JSON.stringify({ amount: -1, email: 'ana@example.com' }));
    expect(small.json().error.message).not.toMatch(/Too small|expected|Invalid/);
  });

  it('answers 415 for a body of an unsupported type', async () => {
    const res = await post('/api/probe/1', 'amount=5', 'text/csv');
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });

  it('answers a JSON 404 for an unknown route', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/nao-existe?x=1' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.code).toBe('NOT_FOUND');
    expect(res.json().error.message).toContain('/api/nao-existe');
  });

  it('answers 500 without leaking the internal message, and keeps the request id', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/probe/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ error: { code: 'INTERNAL', message: 'Ocorreu um erro inesperado.' } });
    expect(res.body).not.toMatch(/hunter2|db-primary/);
    expect(res.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it.each([
    'terminated',
    'unexpected',
    'reset',
    'refused',
    'pool-timeout',
    'link',
    'deadlock',
    'serialization',
  ])(
    'answers a retryable 503 SERVICE_UNAVAILABLE with Retry-After for a database error (%s)',
    async (kind) => {
      const res = await sut.app.inject({ method: 'GET', url: `/api/probe/db/${kind}` });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({
        error: {
          code: 'SERVICE_UNAVAILABLE',
          message: 'Serviço temporariamente indisponível. Tente novamente em instantes.',
        },
      });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    },
  );

  it('keeps other database errors a 500', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/probe/db/duplicate' });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('renders an AppError with its catalogue status, public message and context only', async () => {
    const res = await sut.app.inject({ method: 'GET', url: '/api/probe/locked' });
    expect(res.statusCode).toBe(423);
    expect(res.json()).toEqual({
      error: {
        code: 'LOCKED',
        message: 'Conta bloqueada temporariamente.',
        context: { until: '2026-01-01' },
      },
    });
  });
});

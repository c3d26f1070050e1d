import { describe, expect, it } from 'vitest';
import {
  DatabaseUnavailableError,
  describeDatabaseError,
  isConnectionError,
  isRetryableTransactionError,
} from './connection-errors';

const pgError = (code: string, message: string, extra: object = {}) =>
  Object.assign(new Error(message), { code, ...extra });

describe('database error classes', () => {
  it.each([
    pgError('57P01', 'terminating connection due to administrator command'),
    pgError('57P02', 'terminating connection because of crash of another server process'),
    pgError('57P03', 'the database system is starting up'),
    pgError('08006', 'connection failure'),
    pgError('08001', 'could not connect'),
    pgError('53300', 'sorry, too many clients already'),
    pgError('55000', 'database "x" is not currently accepting connections'),
    pgError('ECONNRESET', 'read ECONNRESET'),
    pgError('ECONNREFUSED', 'connect ECONNREFUSED 127.0.0.1:5432'),
    pgError('ETIMEDOUT', 'connect ETIMEDOUT'),
    new Error('Connection terminated unexpectedly'),
    new Error('Connection terminated due to connection timeout'),
    new Error('timeout exceeded when trying to connect'),
    new Error('Client has encountered a connection error and is not queryable'),
    new DatabaseUnavailableError(pgError('28P01', 'password authentication failed')),
    new Error('wrapped', { cause: pgError('57P01', 'terminating connection') }),
    Object.assign(new Error('Reached the max retries per request limit'), {
      name: 'MaxRetriesPerRequestError',
    }),
    new Error('Connection is closed.'),
    new AggregateError([pgError('ECONNREFUSED', 'connect ECONNREFUSED ::1:5432')], 'all failed'),
  ])('counts %s as a lost connection', (error) => {
    expect(isConnectionError(error)).toBe(true);
  });

  it.each([
    pgError('23505', 'duplicate key value violates unique constraint'),
    pgError('55000', 'cannot execute this in the current state'),
    pgError('40001', 'could not serialize access'),
    new Error('connection to db-primary refused'),
    'Connection terminated unexpectedly',
    null,
  ])('does not count %s as a lost connection', (error) => {
    expect(isConnectionError(error)).toBe(false);
  });

  it('counts serialization failures and deadlocks as retryable transactions', () => {
    expect(isRetryableTransactionError(pgError('40001', 'could not serialize access'))).toBe(true);
    expect(isRetryableTransactionError(pgError('40P01', 'deadlock detected'))).toBe(true);
    expect(isRetryableTransactionError(pgError('23505', 'duplicate key'))).toBe(false);
  });

  it('describes an error by code and message only, never its client and connection parameters', () => {
    const client = { connectionParameters: { password: 'hunter2', host: 'db-primary' } };
    const described = describeDatabaseError(pgError('57P01', 'terminating connection', { client }));
    expect(described).toEqual({ code: '57P01', message: 'terminating connection' });
    expect(JSON.stringify(described)).not.toMatch(/hunter2/);
  });
});

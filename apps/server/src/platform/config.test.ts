import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults to the embedded platform', () => {
    const sut = loadConfig({});
    expect(sut.embedded).toBe(true);
    expect(sut.PORT).toBe(3000);
    expect(sut.SEED_DEMO).toBe(true);
    expect(sut.jwtSecret).toHaveLength(64);
  });

  it('stops on a bad value with a message naming it', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL: must start with postgres/);
  });

  it('requires secrets in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/JWT_SECRET: required in production/);
  });

  it('uses PostgreSQL when DATABASE_URL is set', () => {
    const sut = loadConfig({ DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/placar' });
    expect(sut.embedded).toBe(false);
    expect(sut.SEED_DEMO).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';

describe('DEPLOYMENT_ID', () => {
  it('defaults to placar and takes one subject token of letters, digits, _ and -', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).DEPLOYMENT_ID).toBe('placar');
    expect(loadConfig({ NODE_ENV: 'test', DEPLOYMENT_ID: 'placar-staging_2' }).DEPLOYMENT_ID).toBe(
      'placar-staging_2',
    );
  });

  it.each(['a.b', 'feed.>', 'with space', '*', 'x'.repeat(65)])('refuses %s, naming the setting', (value) => {
    expect(() => loadConfig({ NODE_ENV: 'test', DEPLOYMENT_ID: value })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'test', DEPLOYMENT_ID: value })).toThrow(/DEPLOYMENT_ID/);
  });
});

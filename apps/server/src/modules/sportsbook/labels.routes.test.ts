import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/platform';
import { Ingestion } from '../feed/ingestion/ingestion';
import { fixtureChange, matchFixture } from '../feed/testing/feed-builders';
import { sportsbookModule } from './index';

describe('labels service cache', () => {
  let sut: TestApp;
  let ingestion: Ingestion;
  const now = Date.now();
  const label = async (url: string) => (await sut.app.inject({ url })).json().data;

  beforeAll(async () => {
    sut = await createTestApp({ modules: [sportsbookModule] });
    ingestion = new Ingestion(sut.platform, async () => {});
    await ingestion.load();
    await ingestion.apply(fixtureChange(matchFixture('sr:match:77'), now));
    await ingestion.apply(
      fixtureChange(
        matchFixture('sr:match:78', {
          name: 'Corinthians vs. Santos',
          home: { id: 'sr:competitor:1957', name: 'Corinthians', abbreviation: 'COR' },
          away: { id: 'sr:competitor:1968', name: 'Santos', abbreviation: 'SAN' },
        }),
        now,
      ),
    );
  });
  afterAll(() => sut.close());

  it("names each event's competitors, and follows a renamed competitor (fixture change)", async () => {
    expect(await label('/labels/outcome/pt/sr:match:77/1/-/1')).toBe('Flamengo');
    expect(await label('/labels/outcome/pt/sr:match:78/1/-/1')).toBe('Corinthians');
    expect(await label('/labels/outcome/es/sr:match:77/1/-/3')).toBe('Palmeiras');
    expect(await label('/labels/market/pt/sr:match:77/18/total=2.5')).toBe('Total de gols 2.5');
    expect(await label('/labels/market/pt/sr:match:78/18/total=2.5')).toBe('Total de gols 2.5');

    const renamed = matchFixture('sr:match:77', {
      home: { id: 'sr:competitor:5981', name: 'CR Flamengo', abbreviation: 'FLA' },
    });
    await ingestion.apply(fixtureChange(renamed, now + 1_000, 'format'));
    await vi.waitFor(async () =>
      expect(await label('/labels/outcome/pt/sr:match:77/1/-/1')).toBe('CR Flamengo'),
    );
    expect(await label('/labels/outcome/pt/sr:match:78/1/-/1')).toBe('Corinthians');
    expect(await label('/labels/outcome/pt/sr:match:77/10/-/9')).toBe('CR Flamengo ou empate');
  });

  it('answers a blank space for a missing label, from the cache too', async () => {
    expect(await label('/labels/market/pt/sr:match:77/99999/-')).toBe(' ');
    expect(await label('/labels/market/pt/sr:match:77/99999/-')).toBe(' ');
    expect(await label('/labels/bg/market/pt/99999/-')).toBe(' ');
  });
});

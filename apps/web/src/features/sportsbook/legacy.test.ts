import { describe, expect, it } from 'vitest';
import { legacyTarget } from './legacy';

const go = (path: string, query = '') => legacyTarget(path, new URLSearchParams(query));

describe('legacy redirects', () => {
  it('sends /sport to the sportsbook home', () => {
    expect(go('/sport')).toBe('/esportes');
  });
  it('maps tournament, sport and match paths to the new forms', () => {
    expect(go('/sport/1/tournament/sr:tournament:325')).toBe('/esportes/futebol/torneio/sr:tournament:325');
    expect(go('/sport/sr:sport:5')).toBe('/esportes/tenis');
    expect(go('/sport/2', 'live')).toBe('/esportes/basquete/ao-vivo');
    expect(go('/sport/1', 'section=international')).toBe('/esportes/futebol/ligas-internacionais');
    expect(go('/sport/1/sr:match:42')).toBe('/esportes/futebol/evento/sr:match:42');
    expect(go('/sport/40/sr:stage:7/sr:stage:8')).toBe('/esportes/formula-1/evento/sr:stage:7/sr:stage:8');
  });
  it('maps special sports to the upcoming section or the event', () => {
    expect(go('/special-sport/40')).toBe('/esportes/formula-1/proximos-jogos');
    expect(go('/special-sport/40/sr:stage:9')).toBe('/esportes/formula-1/evento/sr:stage:9');
  });
});

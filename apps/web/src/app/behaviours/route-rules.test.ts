import { describe, expect, it } from 'vitest';
import { isCasinoGamePath } from '../../lib/module-paths';
import { scrollPlanFor, showsRouteProgress } from './route-rules';

describe('route rules', () => {
  it('keeps their own scroll on sport and casino paths, instant top on /download-app, smooth elsewhere', () => {
    for (const p of [
      '/esportes',
      '/esportes/futebol/ao-vivo',
      '/casino/slots',
      '/cassino/game/12',
      '/casino',
    ])
      expect(scrollPlanFor(p)).toEqual({ kind: 'restore' });
    expect(scrollPlanFor('/download-app')).toEqual({ kind: 'top', behavior: 'instant' });
    expect(scrollPlanFor('/faqs')).toEqual({ kind: 'top', behavior: 'smooth' });
    expect(scrollPlanFor('/esportesx')).toEqual({ kind: 'top', behavior: 'smooth' });
  });

  it('shows the progress bar except towards the sportsbook routes', () => {
    expect(showsRouteProgress('/', '/deposit')).toBe(true);
    expect(showsRouteProgress('/casino/slots', '/esportes')).toBe(false);
    expect(showsRouteProgress('/faqs', '/esportes/futebol/torneio/sr:tournament:325')).toBe(false);
    expect(showsRouteProgress('/esportes/futebol', '/esportes/futebol/evento/sr:match:1')).toBe(false);
    expect(showsRouteProgress('/esportes', '/casino/slots')).toBe(true);
  });

  it('knows casino game paths in both spellings', () => {
    expect(isCasinoGamePath('/casino/game/77')).toBe(true);
    expect(isCasinoGamePath('/cassino/game/aviator')).toBe(true);
    expect(isCasinoGamePath('/casino/slots')).toBe(false);
  });
});

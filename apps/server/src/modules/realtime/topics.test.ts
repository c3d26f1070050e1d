import type { TStreamEnvelope } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { BROADCAST_TOPIC, routeEnvelope } from './topics';

const base = { ts: 1, payload: {} } as const;
const live: TStreamEnvelope = {
  ...base,
  event: 'odds-update',
  matchId: 'sr:match:1',
  sportId: 'sr:sport:1',
  tournamentId: 'sr:tournament:325',
  seasonId: 'sr:season:9',
  mode: 1,
};

describe('routeEnvelope', () => {
  it('sends live odds to the match, sport, tournament, season and home topics', () => {
    expect(routeEnvelope(live)).toEqual([
      'match:sr:match:1',
      'sport:sr:sport:1',
      'tournament:sr:tournament:325',
      'season:sr:season:9',
      'home',
    ]);
  });

  it('keeps prematch data off home and the live sport topic', () => {
    expect(routeEnvelope({ ...live, mode: 0 })).toEqual([
      'match:sr:match:1',
      'sport-prematch:sr:sport:1',
      'tournament:sr:tournament:325',
      'season:sr:season:9',
    ]);
  });

  it('sends data without a mode to both sport topics but not home', () => {
    const { mode: _mode, ...noMode } = live;
    expect(routeEnvelope({ ...noMode, event: 'fixture' })).toEqual([
      'match:sr:match:1',
      'sport:sr:sport:1',
      'sport-prematch:sr:sport:1',
      'tournament:sr:tournament:325',
      'season:sr:season:9',
    ]);
  });

  it('keeps settlements off home', () => {
    expect(routeEnvelope({ ...live, event: 'settlement' })).not.toContain('home');
  });

  it('broadcasts system status and match-less switch events', () => {
    expect(routeEnvelope({ ...base, event: 'system-status' })).toEqual([BROADCAST_TOPIC]);
    expect(routeEnvelope({ ...base, event: 'switch-event' })).toEqual([BROADCAST_TOPIC]);
  });

  it('sends user data only to that user, never to a public topic', () => {
    expect(routeEnvelope({ ...base, event: 'bet-history-update', userId: 7 })).toEqual(['betwon:7']);
    expect(routeEnvelope({ ...live, userId: 7 })).toEqual(['betwon:7']);
    expect(routeEnvelope({ ...base, event: 'bet-history-update' })).toEqual([]);
  });

  it('sends casino crash ticks to the crash topic only', () => {
    expect(routeEnvelope({ ...base, event: 'casino-crash' })).toEqual(['casino-crash']);
  });
});

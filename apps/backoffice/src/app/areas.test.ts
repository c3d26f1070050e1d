import { describe, expect, it } from 'vitest';
import { AREAS, type AreaId, allows, menuFor } from './areas';

const ALL = new Set<AreaId>(AREAS.map((a) => a.id));
const labels = (roles: Parameters<typeof menuFor>[0]) => menuFor(roles, ALL).map((a) => a.label);

describe('areas by role (issue 19), with every area built', () => {
  it('opens every area to admin', () => {
    expect(labels(['admin'])).toEqual([
      'Painel',
      'Apostadores',
      'Verificação de identidade',
      'Saques',
      'Trading',
      'Cassino',
      'Site',
      'Compliance',
      'Relatórios',
      'Equipe',
    ]);
  });

  it('opens to each other role only its areas', () => {
    expect(labels(['support'])).toEqual(['Apostadores']);
    expect(labels(['kyc'])).toEqual(['Apostadores', 'Verificação de identidade']);
    expect(labels(['trader'])).toEqual(['Trading', 'Cassino']);
    expect(labels(['finance'])).toEqual(['Painel', 'Saques', 'Relatórios']);
    expect(labels(['compliance'])).toEqual(['Painel', 'Apostadores', 'Compliance', 'Relatórios']);
    // roles add up
    expect(labels(['support', 'trader'])).toEqual(['Apostadores', 'Trading', 'Cassino']);
    expect(allows(['finance'], 'staff')).toBe(false);
    expect(allows(['compliance'], 'site')).toBe(false);
  });

  it('lists only the areas built so far', () => {
    expect(menuFor(['admin']).every((a) => a.id === 'compliance' || a.id === 'staff')).toBe(true);
    expect(menuFor(['trader'])).toEqual([]);
  });
});

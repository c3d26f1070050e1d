import { afterEach, describe, expect, it } from 'vitest';
import { type SessionUser, useSession } from './session';

const user: SessionUser = {
  id: 7,
  username: 'ana@example.com',
  email: 'ana@example.com',
  fullName: 'Ana Teste',
  step: 2,
  status: 'Active',
  validationType: 4,
  isDeactivated: false,
  autoexclusion: null,
  roles: [],
  cellPhone: '11987654321',
  faceStatus: -2,
  withdrawalBlock: { reason: 'Análise', since: '2026-11-20T12:00:00.000Z' },
};

const { withdrawalBlock: _w, cellPhone: _c, faceStatus: _f, ...reloaded } = user;

describe('the session user store', () => {
  afterEach(() => useSession.getState().clear());

  it("keeps the login's fields a reload of the same user does not name, and takes what it names", () => {
    useSession.getState().setSession({ token: 't', refreshToken: 'r' }, user);
    useSession.getState().setUser({ ...reloaded, isDeactivated: true, fullName: 'Ana Nova' });
    expect(useSession.getState().user).toEqual({ ...user, isDeactivated: true, fullName: 'Ana Nova' });
  });

  it('replaces the user outright when it is another one, or clears it', () => {
    useSession.getState().setSession({ token: 't', refreshToken: 'r' }, user);
    useSession.getState().setUser({ ...reloaded, id: 8 });
    expect(useSession.getState().user).toEqual({ ...reloaded, id: 8 });
    useSession.getState().setUser(null);
    expect(useSession.getState().user).toBeNull();
  });
});

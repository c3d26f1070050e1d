import type { TLoginResponse } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { toSessionUser } from './session-user';

const token = `h.${btoa(JSON.stringify({ Status: 'Active', roles: [1], sid: 's1', sub: '7', exp: 9_999_999_999 }))}.sig`;

const answer: TLoginResponse = {
  userId: 7,
  username: 'ana@example.com',
  fullname: 'Ana Teste',
  email: 'ana@example.com',
  token,
  refreshToken: 'r',
  userRegisterStep: 2,
  faceStatus: -2,
  cellphone: '11987654321',
  isDeactivated: true,
  validationType: 4,
  showUserInfoBonusView: true,
  showUserAcceptMigrationView: false,
  autoexclusion: { exclusionMonth: 3, resumeExclusionDate: '2027-02-01' },
  status: 'SelfExcluded',
  address: {
    zipCode: '01310-100',
    street: 'Avenida Paulista',
    number: '1000',
    neighborhood: 'Bela Vista',
    city: 'São Paulo',
    state: 'SP',
  },
  withdrawalBlock: { reason: 'Análise', since: '2026-11-20T12:00:00.000Z' },
};

describe('the session user (seed 000 section 3, "Current user (session)")', () => {
  it('carries every field of the seed from the login answer, spelled as the seed spells them', () => {
    expect(toSessionUser(answer)).toEqual({
      id: 7,
      username: 'ana@example.com',
      email: 'ana@example.com',
      fullName: 'Ana Teste',
      cellPhone: '11987654321',
      step: 2,
      faceStatus: -2,
      isDeactivated: true,
      validationType: 4,
      showUserInfoBonusView: true,
      ShowUserAcceptMigrationView: false,
      autoexclusion: { exclusionMonth: 3, resumeExclusionDate: '2027-02-01' },
      status: 'SelfExcluded',
      address: answer.address,
      withdrawalBlock: answer.withdrawalBlock,
      roles: [1],
    });
  });

  it('has no address and no block when the answer has none', () => {
    const user = toSessionUser({ ...answer, address: null, withdrawalBlock: null });
    expect([user.address, user.withdrawalBlock]).toEqual([null, null]);
  });
});

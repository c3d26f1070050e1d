import { describe, expect, it } from 'vitest';
import { ACCOUNT_MODAL_PRIORITY, faceCheckAsked, isFaceFreePath, pickAccountModal } from './priority';

describe('the account-state modals priority', () => {
  it('shows nothing when nothing is due', () => {
    expect(pickAccountModal({})).toBeNull();
    expect(pickAccountModal({ reactivate: false, breakTime: false })).toBeNull();
  });

  it('picks the highest due modal, whatever else is due', () => {
    expect(pickAccountModal({ realityCheck: true, faceVerification: true })).toBe('faceVerification');
    expect(pickAccountModal({ breakTime: true, blockedWithdrawal: true, faceVerification: true })).toBe(
      'blockedWithdrawal',
    );
    expect(pickAccountModal({ selfExclusion: true, blockedWithdrawal: true })).toBe('selfExclusion');
    expect(pickAccountModal({ restrictedRegion: true, selfExclusion: true })).toBe('restrictedRegion');
    expect(pickAccountModal({ reactivate: true, restrictedRegion: true, realityCheck: true })).toBe(
      'reactivate',
    );
    // each one alone is shown
    for (const modal of ACCOUNT_MODAL_PRIORITY) expect(pickAccountModal({ [modal]: true })).toBe(modal);
  });

  it('asks for a face check only for liveness validation and a status that asks for one', () => {
    const liveness = { validationType: 4, livenessTypes: [3, 4] };
    for (const faceStatus of [0, -2, 3, 5]) expect(faceCheckAsked({ ...liveness, faceStatus })).toBe(true);
    for (const faceStatus of [1, -1, 2, -3, null, undefined])
      expect(faceCheckAsked({ ...liveness, faceStatus })).toBe(false);
    expect(faceCheckAsked({ validationType: 1, livenessTypes: [3, 4], faceStatus: 0 })).toBe(false);
    expect(faceCheckAsked({ validationType: null, livenessTypes: [3, 4], faceStatus: 0 })).toBe(false);
  });

  it('keeps the face modal off the verification pages', () => {
    expect(isFaceFreePath('/user-identification')).toBe(true);
    expect(isFaceFreePath('/user-identification/identity-card')).toBe(true);
    expect(isFaceFreePath('/verify-email')).toBe(true);
    expect(isFaceFreePath('/esportes')).toBe(false);
  });
});

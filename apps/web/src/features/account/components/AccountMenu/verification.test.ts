import type { TDocumentStatus, TDocumentType, TVerificationStatus } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import { verificationState } from './verification';

// written for both shapes of the document record (with or without documentType and imageURL)
const doc = (userTypeDocument: TDocumentType, status: TDocumentStatus['status']) =>
  ({
    userTypeDocument,
    documentType: userTypeDocument,
    isApproved: status === 'approved',
    imageURL: null,
    status,
    fileName: 'f.jpg',
    fileExtension: 'jpg',
    fileSize: 1,
    isPdfFile: false,
    rejectionReason: null,
    uploadedAt: '2026-11-26T12:00:00Z',
  }) as TDocumentStatus;

const base: TVerificationStatus = {
  validationType: 4,
  identityStatus: 0,
  faceStatus: 0,
  faceCheckRequired: true,
  addressRequired: false,
  documents: [],
  fullValidation: false,
};

describe('verificationState', () => {
  it('is pendente for a new bettor who sent nothing', () => {
    expect(verificationState(base)).toBe('pendente');
  });

  it('is pendente while the face check is still to do, even with both sides of the ID sent', () => {
    expect(verificationState({ ...base, documents: [doc(1, 'pending'), doc(3, 'pending')] })).toBe(
      'pendente',
    );
  });

  it('is em análise when everything was sent and waits for review', () => {
    expect(
      verificationState({ ...base, faceStatus: -1, documents: [doc(1, 'pending'), doc(3, 'approved')] }),
    ).toBe('em-analise');
  });

  it('asks again for a rejected document or a missing required proof of address', () => {
    const sent = { ...base, faceStatus: 1, documents: [doc(1, 'approved'), doc(3, 'rejected')] };
    expect(verificationState(sent)).toBe('pendente');
    const noAddress = {
      ...base,
      faceStatus: 1,
      addressRequired: true,
      documents: [doc(1, 'approved'), doc(3, 'approved')],
    };
    expect(verificationState(noAddress)).toBe('pendente');
  });

  it('is verificada when the server reports full validation', () => {
    expect(verificationState({ ...base, fullValidation: true })).toBe('verificada');
  });
});

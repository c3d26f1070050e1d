import type { TDocumentStatus, TDocumentType, TVerificationStatus } from '@placar/contract';
import { describe, expect, it } from 'vitest';
import {
  missingSummary,
  nextStep,
  onboardingSteps,
  verificationCodeOfMessage,
  verificationStepFor,
} from './steps';

const doc = (type: TDocumentType, status: TDocumentStatus['status']): TDocumentStatus => ({
  userTypeDocument: type,
  documentType: type,
  isApproved: status === 'approved',
  imageURL: null,
  status,
  fileName: 'f.png',
  fileExtension: 'png',
  fileSize: 10,
  isPdfFile: false,
  rejectionReason: null,
  uploadedAt: '2026-11-26T12:00:00.000Z',
});

const status = (over: Partial<TVerificationStatus> = {}): TVerificationStatus => ({
  validationType: 4,
  identityStatus: 0,
  faceStatus: 0,
  faceCheckRequired: true,
  addressRequired: false,
  documents: [],
  fullValidation: false,
  ...over,
});

const states = (s: TVerificationStatus, firstDeposit = false) =>
  Object.fromEntries(onboardingSteps(s, { emailVerified: true, firstDeposit }).map((x) => [x.key, x.state]));

describe('onboarding steps', () => {
  it('a new bettor: e-mail done, then documents, face check and first deposit; documents first', () => {
    const steps = onboardingSteps(status(), { emailVerified: true, firstDeposit: false });
    expect(steps.map((x) => [x.key, x.state])).toEqual([
      ['email', 'done'],
      ['documents', 'todo'],
      ['face', 'todo'],
      ['deposit', 'todo'],
    ]);
    expect(nextStep(steps)?.target).toMatchObject({
      to: '/user-identification/identity-card',
      state: { identityWizard: true },
    });
    expect(missingSummary(steps)).toEqual({
      play: 'Para apostar e jogar no cassino, ainda falta: documentos, verificação facial e primeiro depósito.',
      withdraw: 'Para sacar, ainda falta: documentos e verificação facial.',
    });
  });

  it('ID sent and waiting: the face check is next, opened on the verification page', () => {
    const s = status({ documents: [doc(1, 'pending'), doc(3, 'pending')], identityStatus: -1 });
    const steps = onboardingSteps(s, { emailVerified: true, firstDeposit: false });
    expect(states(s)).toMatchObject({ documents: 'review', face: 'todo' });
    expect(nextStep(steps)?.target).toEqual({
      to: '/user-identification',
      state: { identityWizard: true, openFace: true },
      label: 'Fazer a verificação facial',
    });
    expect(missingSummary(steps).withdraw).toBe(
      'Para sacar, ainda falta: documentos (em análise) e verificação facial.',
    );
  });

  it('fully validated without a deposit: the deposit is the one step left, the withdrawal needs nothing', () => {
    const s = status({
      fullValidation: true,
      faceStatus: 1,
      documents: [doc(1, 'approved'), doc(3, 'approved')],
    });
    const steps = onboardingSteps(s, { emailVerified: true, firstDeposit: false });
    expect(nextStep(steps)?.target?.to).toBe('/deposit');
    expect(missingSummary(steps)).toEqual({
      play: 'Para apostar e jogar no cassino, ainda falta: primeiro depósito.',
      withdraw: null,
    });
    expect(nextStep(onboardingSteps(s, { emailVerified: true, firstDeposit: true }))).toBeUndefined();
  });

  it('asks the proof of address only when the server says the brand requires it', () => {
    expect(states(status())).not.toHaveProperty('address');
    const s = status({
      addressRequired: true,
      faceStatus: 1,
      documents: [doc(1, 'approved'), doc(3, 'approved')],
    });
    expect(states(s)).toMatchObject({ documents: 'done', face: 'done', address: 'todo' });
    expect(verificationStepFor('USER_HAS_NOT_VALIDATED_DOCS', s)).toMatchObject({
      to: '/user-identification/address',
    });
  });

  it('validation type 2 (national id): no face check, the documents through /complete-profile', () => {
    const s = status({ validationType: 2, faceCheckRequired: false });
    expect(Object.keys(states(s))).toEqual(['email', 'documents', 'deposit']);
    expect(verificationStepFor('USER_HAS_NOT_VALIDATED_DOCS', s)).toEqual({
      to: '/complete-profile',
      label: 'Enviar documentos',
    });
  });

  it('a rejected document is sent again; a duplicate account goes to the page that explains it', () => {
    const rejected = status({ documents: [doc(1, 'rejected'), doc(3, 'approved')], identityStatus: -2 });
    expect(verificationStepFor('USER_HAS_NOT_VALIDATED_DOCS', rejected)?.label).toBe(
      'Enviar documentos de novo',
    );
    const duplicate = status({ identityStatus: 2 });
    expect(states(duplicate)).toMatchObject({ documents: 'blocked', face: 'blocked' });
    expect(verificationStepFor('USER_HAS_NOT_VALIDATED_DOCS', duplicate)?.to).toBe('/user-identification');
  });
});

describe('verificationStepFor', () => {
  it('links verification refusals only, by code', () => {
    expect(verificationStepFor('EMAIL_NOT_VERIFIED')).toEqual({
      to: '/verify-email',
      label: 'Confirmar e-mail',
    });
    expect(verificationStepFor('USER_HAS_NOT_VALIDATED_DOCS')).toEqual({
      to: '/user-identification',
      label: 'Verificar identidade',
    });
    for (const code of ['INSUFFICIENT_FUNDS', 'SELF_EXCLUDED', 'WALLET_ABOVE_LIMITS', undefined])
      expect(verificationStepFor(code)).toBeUndefined();
  });

  it('everything sent and in review: follow the verification', () => {
    const s = status({ documents: [doc(1, 'pending'), doc(3, 'pending')], faceStatus: -1 });
    expect(verificationStepFor('USER_HAS_NOT_VALIDATED_DOCS', s)).toMatchObject({
      to: '/user-identification',
      label: 'Acompanhar a verificação',
    });
  });

  it("reads the code of a refusal kept as text (the slip's message)", () => {
    expect(verificationCodeOfMessage('Valide seus documentos para apostar.')).toBe(
      'USER_HAS_NOT_VALIDATED_DOCS',
    );
    expect(
      verificationCodeOfMessage(
        'Verifique sua identidade para continuar: envie seu documento e faça a verificação facial.',
      ),
    ).toBe('USER_HAS_NOT_VALIDATED_DOCS');
    expect(verificationCodeOfMessage('Confirme seu e-mail para apostar.')).toBe('EMAIL_NOT_VERIFIED');
    expect(verificationCodeOfMessage('Saldo insuficiente.')).toBeUndefined();
    expect(verificationCodeOfMessage(null)).toBeUndefined();
  });
});

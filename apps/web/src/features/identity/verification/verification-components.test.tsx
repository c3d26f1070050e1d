import type { TVerificationStatus } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { identityApi } from '../api/identity-api';
import { OnboardingChecklist } from './OnboardingChecklist';
import { VerificationLink } from './VerificationLink';

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

function renderAt(element: ReactNode) {
  const router = createMemoryRouter(
    [
      { path: '/', element },
      { path: '*', element: <p>outra página</p> },
    ],
    { initialEntries: ['/'] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('verification components', () => {
  beforeEach(() => {
    useSession.getState().setSession(
      { token: 't', refreshToken: 'r' },
      {
        id: 9,
        username: 'bia@example.com',
        email: 'bia@example.com',
        fullName: 'Bia',
        step: 2,
        status: 'Active',
        validationType: 4,
        isDeactivated: false,
        autoexclusion: null,
        roles: [],
      },
    );
  });
  afterEach(() => {
    vi.restoreAllMocks();
    useSession.getState().clear();
  });

  it('the checklist of a new bettor leads to the documents and never says the account is ready', async () => {
    vi.spyOn(identityApi, 'verificationStatus').mockResolvedValue(status());
    vi.spyOn(identityApi, 'hasFirstDeposit').mockResolvedValue(false);
    renderAt(<OnboardingChecklist />);
    const next = await screen.findByTestId('onboarding-next');
    expect(next.textContent).toBe('Enviar documentos');
    expect(next.getAttribute('href')).toBe('/user-identification/identity-card');
    expect(screen.getByRole('heading').textContent).toBe('Seus próximos passos');
    expect(document.body.textContent).not.toMatch(/pronta/);
    expect(screen.getByText(/Para sacar, ainda falta: documentos e verificação facial\./)).toBeTruthy();
  });

  it('the checklist says the account is ready only when everything is done', async () => {
    vi.spyOn(identityApi, 'verificationStatus').mockResolvedValue(
      status({ fullValidation: true, faceStatus: 1 }),
    );
    vi.spyOn(identityApi, 'hasFirstDeposit').mockResolvedValue(true);
    renderAt(<OnboardingChecklist />);
    await screen.findByText('Sua conta está pronta');
    expect(screen.queryByTestId('onboarding-next')).toBeNull();
  });

  it('links a verification refusal to the next step, and renders nothing for other refusals', async () => {
    vi.spyOn(identityApi, 'verificationStatus').mockResolvedValue(
      status({
        identityStatus: -1,
        documents: [1, 3].map((t) => ({
          userTypeDocument: t as 1 | 3,
          documentType: t as 1 | 3,
          isApproved: false,
          imageURL: null,
          status: 'pending' as const,
          fileName: 'f.png',
          fileExtension: 'png',
          fileSize: 1,
          isPdfFile: false,
          rejectionReason: null,
          uploadedAt: '2026-11-26T12:00:00.000Z',
        })),
      }),
    );
    const router = renderAt(
      <>
        <VerificationLink code="INSUFFICIENT_FUNDS" />
        <VerificationLink code="USER_HAS_NOT_VALIDATED_DOCS" />
      </>,
    );
    await waitFor(() =>
      expect(screen.getByTestId('verification-link').textContent).toBe('Fazer a verificação facial'),
    );
    expect(screen.getAllByTestId('verification-link')).toHaveLength(1);
    screen.getByTestId('verification-link').click();
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-identification'));
    expect(router.state.location.state).toEqual({ identityWizard: true, openFace: true });
  });

  it("reads the bet slip's refusal text", async () => {
    renderAt(<VerificationLink message="Confirme seu e-mail para apostar." />);
    const link = await screen.findByTestId('verification-link');
    expect(link.getAttribute('href')).toBe('/verify-email');
  });
});

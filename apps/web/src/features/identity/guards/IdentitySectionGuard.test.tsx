import type { TDocumentStatus, TVerificationStatus } from '@placar/contract';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useSession } from '../../../lib/session';
import { identityApi } from '../api/identity-api';
import { useUploadActivity } from '../stores/upload-activity';
import { IdentitySectionGuard, WIZARD_STATE } from './IdentitySectionGuard';

const doc = (userTypeDocument: 1 | 3): TDocumentStatus => ({
  userTypeDocument,
  documentType: userTypeDocument,
  isApproved: false,
  imageURL: null,
  status: 'pending',
  fileName: 'f.png',
  fileExtension: 'png',
  fileSize: 10,
  isPdfFile: false,
  rejectionReason: null,
  uploadedAt: '2026-01-01T00:00:00.000Z',
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

function renderAt(entry: string | { pathname: string; state: unknown }) {
  const router = createMemoryRouter(
    [
      { path: '/user-identification', element: <IdentitySectionGuard>início</IdentitySectionGuard> },
      {
        path: '/user-identification/identity-card',
        element: <IdentitySectionGuard step="identity-card">documento</IdentitySectionGuard>,
      },
      { path: '/deposit', element: <p>depósito</p> },
      { path: '/login', element: <p>login</p> },
    ],
    { initialEntries: [entry] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

describe('IdentitySectionGuard', () => {
  beforeEach(() => {
    useSession.getState().setSession(
      { token: 't', refreshToken: 'r' },
      {
        id: 7,
        username: 'ana@example.com',
        email: 'ana@example.com',
        fullName: 'Ana',
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
    useUploadActivity.getState().setUploading(false);
  });

  it('sends a step page entered from elsewhere back to the start', async () => {
    vi.spyOn(identityApi, 'verificationStatus').mockResolvedValue(status());
    const router = renderAt('/user-identification/identity-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-identification'));
  });

  it('lets the wizard in, and a step in progress (front sent, back not yet)', async () => {
    vi.spyOn(identityApi, 'verificationStatus').mockResolvedValue(status());
    renderAt({ pathname: '/user-identification/identity-card', state: WIZARD_STATE });
    await screen.findByText('documento');
    vi.spyOn(identityApi, 'verificationStatus').mockResolvedValue(status({ documents: [doc(1)] }));
    const router = renderAt('/user-identification/identity-card');
    await waitFor(() => expect(router.state.location.pathname).toBe('/user-identification/identity-card'));
  });

  it('sends a fully validated user without a first deposit to /deposit, and remembers the flag', async () => {
    vi.spyOn(identityApi, 'verificationStatus').mockResolvedValue(status({ fullValidation: true }));
    vi.spyOn(identityApi, 'hasFirstDeposit').mockResolvedValue(false);
    const router = renderAt('/user-identification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/deposit'));
    expect(localStorage.getItem('user-full-validation')).toBe('true');
  });

  it('sends guests to /login', async () => {
    useSession.getState().clear();
    const router = renderAt('/user-identification');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});

import { ApiError } from '../../../lib/api/http';

export const REAUTH_EVENT = 'placar:reauth-required';
export type ReauthRequest = { resolve(confirmed: boolean): void };

/** Opens the password dialog (ReauthModal, mounted by AccountGate); resolves false when cancelled. */
export function requestReauth(): Promise<boolean> {
  return new Promise((resolve) =>
    window.dispatchEvent(new CustomEvent<ReauthRequest>(REAUTH_EVENT, { detail: { resolve } })),
  );
}

/**
 * For bets and money movements: after 30 minutes without activity the server answers 401
 * REAUTH_REQUIRED (Portaria 722/2024); ask for the password once, then replay the call.
 *
 *   await withReauth(() => api.post('/api/pix/beginDeposit', body))
 */
export async function withReauth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof ApiError && error.code === 'REAUTH_REQUIRED')) throw error;
    if (!(await requestReauth())) throw error;
    return call();
  }
}

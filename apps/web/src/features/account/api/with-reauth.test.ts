import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api/http';
import { REAUTH_EVENT, type ReauthRequest, withReauth } from './with-reauth';

const reauthError = () =>
  new ApiError(401, 'REAUTH_REQUIRED', 'Por segurança, confirme sua senha para continuar.');

function answerDialog(confirmed: boolean) {
  const listener = (e: Event) => (e as CustomEvent<ReauthRequest>).detail.resolve(confirmed);
  window.addEventListener(REAUTH_EVENT, listener);
  return () => window.removeEventListener(REAUTH_EVENT, listener);
}

describe('withReauth', () => {
  let stop = () => {};
  afterEach(() => stop());

  it('asks for the password once and replays the call', async () => {
    stop = answerDialog(true);
    const call = vi.fn().mockRejectedValueOnce(reauthError()).mockResolvedValueOnce('feito');
    await expect(withReauth(call)).resolves.toBe('feito');
    expect(call).toHaveBeenCalledTimes(2);
  });

  it('gives the error back when the user cancels, and leaves other errors alone', async () => {
    stop = answerDialog(false);
    const call = vi.fn().mockRejectedValue(reauthError());
    await expect(withReauth(call)).rejects.toMatchObject({ code: 'REAUTH_REQUIRED' });
    expect(call).toHaveBeenCalledTimes(1);
    const other = vi.fn().mockRejectedValue(new ApiError(403, 'SELF_EXCLUDED', 'x'));
    await expect(withReauth(other)).rejects.toMatchObject({ code: 'SELF_EXCLUDED' });
  });
});

import { useQuery } from '@tanstack/react-query';
import { accountApi } from './account-api';

/**
 * The captcha token for a form. The development verifier's token is sent automatically; with
 * Turnstile or hCaptcha configured, the provider widget's token is used (see CaptchaField).
 */
export function useCaptchaConfig() {
  return useQuery({
    queryKey: ['account', 'captcha-config'],
    queryFn: accountApi.captchaConfig,
    staleTime: Infinity,
  });
}

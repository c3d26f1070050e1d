import { useQuery } from '@tanstack/react-query';
import { accountApi } from './account-api';

/**
 * Which captcha the forms need (GET /api/Session/CaptchaConfig), read once. Forms use it through
 * useFormCaptcha (captcha/): the development verifier's token is sent automatically; with Turnstile
 * or hCaptcha configured, the provider widget's token is used.
 */
export function useCaptchaConfig() {
  return useQuery({
    queryKey: ['account', 'captcha-config'],
    queryFn: accountApi.captchaConfig,
    staleTime: Infinity,
  });
}

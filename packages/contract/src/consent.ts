import { z } from 'zod';
import { CONSENT_VERSION } from './consent-constants';

/** Cookie and data consent (LGPD): the bettor's choice, kept per device and on the server when signed in. */

export * from './consent-constants';

const choice = (label: string) => z.boolean({ error: `informe se aceita ${label} (verdadeiro ou falso)` });

/** PUT body: the purposes and the version of the text answered; necessary is always on and not sent. */
export const ZConsentRequest = z.strictObject(
  {
    version: z
      .number({ error: 'informe a versão do aviso de cookies' })
      .int('a versão do aviso de cookies é um número inteiro')
      .min(1, 'versão do aviso de cookies inválida')
      .max(CONSENT_VERSION, 'versão do aviso de cookies desconhecida'),
    analytics: choice('cookies de análise'),
    marketing: choice('cookies de marketing'),
    decidedAt: z.iso
      .datetime({ offset: true, error: 'data da escolha inválida: use data e hora ISO 8601' })
      .optional(),
  },
  { error: 'campo desconhecido no consentimento' },
);
export type TConsentRequest = z.infer<typeof ZConsentRequest>;

export const ZConsentRecord = z.object({
  necessary: z.literal(true),
  analytics: z.boolean(),
  marketing: z.boolean(),
  version: z.number().int(),
  decidedAt: z.string(),
  recordedAt: z.string().optional(),
});

/** GET answer: the stored choice, or null when the bettor never chose while signed in. */
export const ZConsentAnswer = ZConsentRecord.nullable();

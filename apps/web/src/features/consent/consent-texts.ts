import type { TConsentKind } from '@placar/contract';

/** The banner's words (pt-BR), in one place so the banner and the preferences say the same thing. */
export const CONSENT_POLICY_PATH = '/privacy-policy#cookies';

export const CONSENT_PURPOSES: ReadonlyArray<{ kind: TConsentKind; title: string; description: string }> = [
  {
    kind: 'necessary',
    title: 'Necessários',
    description:
      'Mantêm sua sessão, protegem sua conta (identificação do dispositivo contra fraudes) e guardam suas configurações. Sem eles o site não funciona.',
  },
  {
    kind: 'analytics',
    title: 'Análise',
    description:
      'Medem como o site é usado e as conversões (cadastro concluído, primeiro depósito) para melhorarmos o serviço.',
  },
  {
    kind: 'marketing',
    title: 'Marketing',
    description:
      'Registram por qual campanha, anúncio, parceiro ou indicação você chegou (parâmetros utm, identificadores de clique, cookie do Facebook, código de indicação).',
  },
];

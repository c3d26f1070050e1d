/** Everything that changes between brands, in one place. */
export const brand = {
  name: 'Placar',
  legalName: 'Placar Apostas Ltda.',
  domain: 'placar.bet.br',
  supportEmail: 'suporte@placar.bet.br',
  supportPhone: '0800 000 2024',
  supportHours: 'todos os dias, das 8h às 24h',
  appStoreUrl: 'https://play.google.com/store/apps/details?id=br.bet.placar',
  logoSvg: '/favicon.svg',
  /** Portaria SPA/MF: the authorisation shown in the footer. */
  license: 'Operador autorizado pela Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF).',
  minimumAge: 18,
  releaseLabel: 'v25.10.31',
} as const;

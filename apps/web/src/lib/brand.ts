const minimumAge = 18;

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
  /**
   * The operator's authorisation as the footer shows it (Lei 14.790/2023, Portaria SPA/MF 1.231/2024).
   * Demo values: a real deployment puts the act that authorised it and its certified .bet.br domain.
   */
  authorization: {
    act: 'Portaria SPA/MF nº 9.999, de 31 de dezembro de 2024',
    authority: 'Secretaria de Prêmios e Apostas do Ministério da Fazenda (SPA/MF)',
    certifiedDomain: 'placar.bet.br',
  },
  minimumAge,
  /** The age notice and the responsible-gaming line of the footer, with where to get help. */
  responsibleGaming: {
    ageNotice: `Proibido para menores de ${minimumAge} anos.`,
    slogan: 'Jogue com responsabilidade',
    path: '/responsable-game',
    warning: 'Apostas envolvem risco de perda e podem causar dependência.',
    helpline: 'Precisa de ajuda? CVV 188 (ligação gratuita, todos os dias) e Jogadores Anônimos.',
    helpPath: '/responsable-game-policy#onde-buscar-ajuda',
  },
  releaseLabel: 'v25.10.31',
} as const;

/** The rule sets of /rules-sports/{idSport} (seed 000 section 2), in the order the picker shows them. */
export const sportRuleSets = [
  { id: 'global', label: 'Regras globais' },
  { id: 'football', label: 'Futebol' },
  { id: 'american-football', label: 'Futebol americano' },
  { id: 'baseball', label: 'Beisebol' },
  { id: 'basketball', label: 'Basquete' },
  { id: 'tennis', label: 'Tênis' },
] as const;

export type SportRuleSetId = (typeof sportRuleSets)[number]['id'];

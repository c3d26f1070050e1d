import { exclusionLengthText, isPermanentExclusion } from '@placar/contract';
import { formatDate } from '../../lib/format';

/** The self-exclusion screen of seed 001 section 2, text for text (the seed's spelling kept). */
export const EXCLUSION_SCREEN = {
  title: 'Não é possível fazer login',
  permanent: 'Sua conta tem configurado um período de autoexclusão permamente',
  timed: 'Sua conta tem um período configurado',
  until: 'Será ativada até',
  noDate: 'novo aviso.',
  support: 'Para mais informações, entre em contato com o suporte.',
  accept: 'Aceitar',
  withdraw: 'Sacar saldo',
} as const;

export type ExclusionLines =
  | { permanent: true; lines: [string] }
  | { permanent: false; lines: [string, string, string] };

/**
 * The body of the screen for `months` of self-exclusion: permanent (1216), or the period, its length
 * ('autoexclusão de 3 meses', 'autoexclusão de 1 ano', 'autoexclusão de 2 anos') and the resume date.
 */
export function exclusionLines(months: number, resumeDate: string | null): ExclusionLines {
  if (isPermanentExclusion(months)) return { permanent: true, lines: [EXCLUSION_SCREEN.permanent] };
  const until = resumeDate ? formatDate(resumeDate) : EXCLUSION_SCREEN.noDate;
  return {
    permanent: false,
    lines: [EXCLUSION_SCREEN.timed, exclusionLengthText(months), `${EXCLUSION_SCREEN.until} ${until}`],
  };
}

const HOURS_LABEL: Record<number, string> = { 24: '24 horas', 168: '7 dias', 720: '30 dias' };
export const breakLabel = (hours: number) => HOURS_LABEL[hours] ?? `${hours} horas`;

export const exclusionLabel = (months: number) =>
  isPermanentExclusion(months) ? 'Permanente' : exclusionLengthText(months).replace('autoexclusão de ', '');

export const LIMIT_KIND_LABEL: Record<string, string> = {
  deposit: 'Depósito',
  loss: 'Perda',
  betAmount: 'Valor apostado',
  sessionTime: 'Tempo de sessão',
};
export const LIMIT_PERIOD_LABEL: Record<string, string> = {
  daily: 'Diário',
  weekly: 'Semanal',
  monthly: 'Mensal',
  session: 'Por sessão',
};

export function minutesLabel(minutes: number) {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  if (h === 0) return `${m} min`;
  return m === 0 ? `${h} h` : `${h} h ${m} min`;
}

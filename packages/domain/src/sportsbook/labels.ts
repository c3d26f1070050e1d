import { formatLine, MARKET, OUTCOME, parseScore } from './markets';
import type { Specifiers } from './types';

export type LabelLanguage = 'pt' | 'es';

export interface MarketLabelTemplates {
  name: string;
  /** Outcome templates by outcome id; correct-score and outright outcomes are named by the score / competitor. */
  outcomes: Readonly<Record<string, string>>;
}

const ONE_X_TWO_PT = {
  [OUTCOME.HOME]: '{$competitor1}',
  [OUTCOME.DRAW]: 'Empate',
  [OUTCOME.AWAY]: '{$competitor2}',
};
const ONE_X_TWO_ES = {
  [OUTCOME.HOME]: '{$competitor1}',
  [OUTCOME.DRAW]: 'Empate',
  [OUTCOME.AWAY]: '{$competitor2}',
};
const WINNER = { [OUTCOME.COMPETITOR1]: '{$competitor1}', [OUTCOME.COMPETITOR2]: '{$competitor2}' };
const HCP = { [OUTCOME.HCP_HOME]: '{$competitor1} ({+hcp})', [OUTCOME.HCP_AWAY]: '{$competitor2} ({-hcp})' };
const TOTAL_PT = { [OUTCOME.OVER]: 'Mais de {total}', [OUTCOME.UNDER]: 'Menos de {total}' };
const TOTAL_ES = { [OUTCOME.OVER]: 'Más de {total}', [OUTCOME.UNDER]: 'Menos de {total}' };

/**
 * Market and outcome name templates (UOF syntax): {$competitor1}, {$competitor2}, {$competitor} (outright
 * outcome), {total}, {hcp}, {+hcp} (hcp with sign), {-hcp} (negated hcp with sign), {score}.
 */
export const MARKET_LABELS: Readonly<Record<LabelLanguage, Readonly<Record<number, MarketLabelTemplates>>>> =
  {
    pt: {
      [MARKET.ONE_X_TWO]: { name: 'Resultado final', outcomes: ONE_X_TWO_PT },
      [MARKET.DOUBLE_CHANCE]: {
        name: 'Dupla chance',
        outcomes: {
          [OUTCOME.HOME_OR_DRAW]: '{$competitor1} ou empate',
          [OUTCOME.HOME_OR_AWAY]: '{$competitor1} ou {$competitor2}',
          [OUTCOME.DRAW_OR_AWAY]: 'Empate ou {$competitor2}',
        },
      },
      [MARKET.DRAW_NO_BET]: { name: 'Empate anula aposta', outcomes: WINNER },
      [MARKET.EUROPEAN_HANDICAP]: {
        name: 'Handicap {hcp}',
        outcomes: {
          [OUTCOME.EH_HOME]: '{$competitor1} ({hcp})',
          [OUTCOME.EH_DRAW]: 'Empate ({hcp})',
          [OUTCOME.EH_AWAY]: '{$competitor2} ({hcp})',
        },
      },
      [MARKET.HANDICAP]: { name: 'Handicap asiático {hcp}', outcomes: HCP },
      [MARKET.TOTAL]: { name: 'Total de gols {total}', outcomes: TOTAL_PT },
      [MARKET.BOTH_TEAMS_TO_SCORE]: {
        name: 'Ambas as equipes marcam',
        outcomes: { [OUTCOME.BTTS_YES]: 'Sim', [OUTCOME.BTTS_NO]: 'Não' },
      },
      [MARKET.CORRECT_SCORE]: { name: 'Placar exato', outcomes: { [OUTCOME.OTHER]: 'Outro' } },
      [MARKET.HALFTIME_1X2]: { name: '1º tempo - Resultado', outcomes: ONE_X_TWO_PT },
      [MARKET.HALFTIME_TOTAL]: { name: '1º tempo - Total de gols {total}', outcomes: TOTAL_PT },
      [MARKET.WINNER]: { name: 'Vencedor', outcomes: WINNER },
      [MARKET.WINNER_INCL_OT]: { name: 'Vencedor (incl. prorrogação)', outcomes: WINNER },
      [MARKET.HANDICAP_INCL_OT]: { name: 'Handicap {hcp} (incl. prorrogação)', outcomes: HCP },
      [MARKET.TOTAL_INCL_OT]: { name: 'Total {total} (incl. prorrogação)', outcomes: TOTAL_PT },
      [MARKET.OUTRIGHT_WINNER]: { name: 'Vencedor', outcomes: {} },
    },
    es: {
      [MARKET.ONE_X_TWO]: { name: '1X2', outcomes: ONE_X_TWO_ES },
      [MARKET.DOUBLE_CHANCE]: {
        name: 'Doble oportunidad',
        outcomes: {
          [OUTCOME.HOME_OR_DRAW]: '{$competitor1} o empate',
          [OUTCOME.HOME_OR_AWAY]: '{$competitor1} o {$competitor2}',
          [OUTCOME.DRAW_OR_AWAY]: 'Empate o {$competitor2}',
        },
      },
      [MARKET.DRAW_NO_BET]: { name: 'Empate no válido', outcomes: WINNER },
      [MARKET.EUROPEAN_HANDICAP]: {
        name: 'Hándicap {hcp}',
        outcomes: {
          [OUTCOME.EH_HOME]: '{$competitor1} ({hcp})',
          [OUTCOME.EH_DRAW]: 'Empate ({hcp})',
          [OUTCOME.EH_AWAY]: '{$competitor2} ({hcp})',
        },
      },
      [MARKET.HANDICAP]: { name: 'Hándicap asiático {hcp}', outcomes: HCP },
      [MARKET.TOTAL]: { name: 'Total de goles {total}', outcomes: TOTAL_ES },
      [MARKET.BOTH_TEAMS_TO_SCORE]: {
        name: 'Ambos equipos marcan',
        outcomes: { [OUTCOME.BTTS_YES]: 'Sí', [OUTCOME.BTTS_NO]: 'No' },
      },
      [MARKET.CORRECT_SCORE]: { name: 'Resultado exacto', outcomes: { [OUTCOME.OTHER]: 'Otro' } },
      [MARKET.HALFTIME_1X2]: { name: '1ª mitad - 1X2', outcomes: ONE_X_TWO_ES },
      [MARKET.HALFTIME_TOTAL]: { name: '1ª mitad - Total de goles {total}', outcomes: TOTAL_ES },
      [MARKET.WINNER]: { name: 'Ganador', outcomes: WINNER },
      [MARKET.WINNER_INCL_OT]: { name: 'Ganador (incl. prórroga)', outcomes: WINNER },
      [MARKET.HANDICAP_INCL_OT]: { name: 'Hándicap {hcp} (incl. prórroga)', outcomes: HCP },
      [MARKET.TOTAL_INCL_OT]: { name: 'Total {total} (incl. prórroga)', outcomes: TOTAL_ES },
      [MARKET.OUTRIGHT_WINNER]: { name: 'Ganador', outcomes: {} },
    },
  };

export interface LabelContext {
  competitor1?: string;
  competitor2?: string;
  /** Name of the competitor an outright outcome stands for. */
  competitor?: string;
  specifiers?: Specifiers;
  /** Correct-score outcome, e.g. '2:1'. */
  score?: string;
}

function signed(raw: string | undefined, negate: boolean): string | undefined {
  if (raw === undefined) return undefined;
  const value = Number(raw);
  if (!Number.isFinite(value)) return raw;
  const v = negate ? -value : value;
  return v > 0 ? `+${formatLine(v)}` : formatLine(v);
}

/**
 * Renders a UOF label template. Unknown placeholders, or placeholders whose value is missing, render as a blank
 * space (seed: a missing label is a blank space) and are reported in `missing` so the caller can log them.
 */
export function renderLabel(template: string, context: LabelContext): { text: string; missing: string[] } {
  const missing: string[] = [];
  const spec = context.specifiers ?? {};
  const text = template.replace(/\{([^{}]+)\}/g, (_whole, key: string) => {
    let value: string | undefined;
    if (key === '$competitor1') value = context.competitor1;
    else if (key === '$competitor2') value = context.competitor2;
    else if (key === '$competitor') value = context.competitor;
    else if (key === 'score') value = context.score;
    else if (key === '+hcp') value = signed(spec.hcp, false);
    else if (key === '-hcp') value = signed(spec.hcp, true);
    else value = spec[key];
    if (value === undefined || value === '') {
      missing.push(key);
      return ' ';
    }
    return value;
  });
  return { text, missing };
}

/** The rendered market name ('Total de gols 2.5'), blank space when no template exists. */
export function marketName(
  language: LabelLanguage,
  marketTypeId: number,
  context: LabelContext,
): { text: string; missing: string[] } {
  const labels = MARKET_LABELS[language][marketTypeId];
  if (!labels) return { text: ' ', missing: [`market:${marketTypeId}`] };
  return renderLabel(labels.name, context);
}

/**
 * An outcome's own template, if it has one. Outcome ids come from clients: `toString` or `constructor`
 * must not find the object's inherited members (a function, not a template: that was a 500).
 */
export function outcomeTemplate(
  language: LabelLanguage,
  marketTypeId: number,
  outcomeId: string,
): string | undefined {
  const outcomes = MARKET_LABELS[language][marketTypeId]?.outcomes;
  return outcomes && Object.hasOwn(outcomes, outcomeId) ? outcomes[outcomeId] : undefined;
}

/** The rendered outcome name ('Mais de 2.5', '2:1', a driver's name), blank space when no template exists. */
export function outcomeName(
  language: LabelLanguage,
  marketTypeId: number,
  outcomeId: string,
  context: LabelContext,
): { text: string; missing: string[] } {
  const template = outcomeTemplate(language, marketTypeId, outcomeId);
  if (template !== undefined) return renderLabel(template, context);
  if (marketTypeId === MARKET.CORRECT_SCORE && parseScore(outcomeId)) return { text: outcomeId, missing: [] };
  if (marketTypeId === MARKET.OUTRIGHT_WINNER) return renderLabel('{$competitor}', context);
  return { text: ' ', missing: [`outcome:${marketTypeId}:${outcomeId}`] };
}

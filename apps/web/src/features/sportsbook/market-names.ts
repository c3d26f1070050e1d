/**
 * A market card shows every line of one market type, so its title drops the line the feed's name
 * carries, wherever it stands: 'Total de gols 2.5' → 'Total de gols', 'Handicap -1.5 (incl.
 * prorrogação)' → 'Handicap (incl. prorrogação)'.
 */
export function cardTitle(name: string): string {
  const title = name
    .replace(/\s+[(]?[-+]?\d+(?:[.,]\d+)?[)]?(?=\s*(?:\(|$))/g, '')
    .replace(/\s{2,}/g, ' ')
    .trim();
  return title || name;
}

/** The line of a market's specifiers ('total=2.5', 'hcp=-1.5'), for ordering lines; null when none. */
export function lineOf(specifiers: string): number | null {
  const m = /(?:^|\|)(?:total|hcp|handicap)=([-+]?\d+(?:\.\d+)?)/.exec(specifiers);
  return m ? Number(m[1]) : null;
}

/** Lines in increasing order (0.5, 1.5, 2.5 …; -1.5 before +1.5); markets without a line keep their place. */
export function byLine<T extends { specifiers: string }>(markets: readonly T[]): T[] {
  return [...markets].sort((a, b) => (lineOf(a.specifiers) ?? 0) - (lineOf(b.specifiers) ?? 0));
}

/**
 * The feed's names write lines with a decimal point ('Mais de 2.5', 'Total de gols 2.5'): shown in
 * pt-BR with a comma ('Mais de 2,5'), as the list's column labels ('Mais 2,5').
 */
export function ptNumbers(name: string): string {
  return name.replace(/(\d)\.(\d)/g, '$1,$2');
}

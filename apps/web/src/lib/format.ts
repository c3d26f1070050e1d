/** Formatters are built on first use (building them all costs the first load ~20 ms on a phone). */
function lazy<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => {
    value ??= make();
    return value;
  };
}
const brlFormat = lazy(() => new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }));
const oddsFormat = lazy(
  () => new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }),
);
const dateTimeFormat = lazy(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      dateStyle: 'short',
      timeStyle: 'short',
      timeZone: 'America/Sao_Paulo',
    }),
);
const dateFormat = lazy(
  () => new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeZone: 'America/Sao_Paulo' }),
);
const timeFormat = lazy(
  () =>
    new Intl.DateTimeFormat('pt-BR', {
      hour: '2-digit',
      minute: '2-digit',
      timeZone: 'America/Sao_Paulo',
    }),
);

/** R$ 1.234,56 (with a normal space after R$, so tests and screen readers read it the same). */
export function formatBRL(reais: number): string {
  return brlFormat()
    .format(reais)
    .replace(/\u00a0/g, ' ');
}

export function formatCentavos(centavos: number): string {
  return formatBRL(centavos / 100);
}

export function formatOdds(decimal: number): string {
  return oddsFormat().format(decimal);
}

export function formatDateTime(value: Date | string | number): string {
  return dateTimeFormat().format(new Date(value)).replace(',', '');
}

export function formatDate(value: Date | string | number): string {
  return dateFormat().format(new Date(value));
}

export function formatTime(value: Date | string | number): string {
  return timeFormat().format(new Date(value));
}

/**
 * Parses an amount typed by a Brazilian user: digits and at most one comma as the decimal separator
 * (seed 002 section 5), at most 2 decimals. Answers reais, or null when the text is not an amount.
 */
export function parseBRLInput(text: string): number | null {
  const t = text.trim();
  if (!/^\d+(,\d{0,2})?$/.test(t)) return null;
  const [int, frac = ''] = t.split(',');
  return Number(int) + Number(`${frac}00`.slice(0, 2)) / 100;
}

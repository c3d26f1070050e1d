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

/**
 * 1.5 → "1,50"; 12345.678 → "12.345,68". Written out rather than through Intl (building a pt-BR
 * NumberFormat costs a phone's first render ~30 ms, and every odds button formats): like Intl, it
 * rounds the shortest decimal form of the number half away from zero (12.345 → "12,35").
 */
export function formatOdds(decimal: number): string {
  if (!Number.isFinite(decimal)) return oddsFormat().format(decimal);
  const text = String(Math.abs(decimal));
  if (text.includes('e')) return oddsFormat().format(decimal);
  const [int = '0', frac = ''] = text.split('.');
  // integer cents (exact below 2^53): the digits as written, plus one when the third decimal is 5+
  let cents = Number(int) * 100 + Number(`${frac}00`.slice(0, 2));
  if ((frac[2] ?? '0') >= '5') cents += 1;
  if (!Number.isSafeInteger(cents)) return oddsFormat().format(decimal);
  const whole = String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = decimal < 0 && cents > 0 ? '-' : '';
  return `${sign}${whole},${String(cents % 100).padStart(2, '0')}`;
}

/**
 * Brasília time has been UTC−3 all year since daylight saving ended on 2019-02-17 (02:00 UTC): from
 * then on the date and time are written out from that offset, since building a pt-BR DateTimeFormat
 * with a time zone costs a phone's first sportsbook render some 50 ms (every upcoming match shows its
 * kickoff). Earlier instants still go through Intl. format.test.ts checks both agree.
 */
const FIXED_OFFSET_SINCE = Date.UTC(2019, 1, 17, 2);
const BRASILIA_OFFSET_MS = -3 * 3_600_000;
const two = (n: number) => String(n).padStart(2, '0');

function brasilia(value: Date | string | number): Date | null {
  const t = new Date(value).getTime();
  return Number.isFinite(t) && t >= FIXED_OFFSET_SINCE ? new Date(t + BRASILIA_OFFSET_MS) : null;
}

/** 22/11/2026 08:20 (Brasília). */
export function formatDateTime(value: Date | string | number): string {
  const b = brasilia(value);
  if (!b) return dateTimeFormat().format(new Date(value)).replace(',', '');
  return `${two(b.getUTCDate())}/${two(b.getUTCMonth() + 1)}/${b.getUTCFullYear()} ${two(b.getUTCHours())}:${two(b.getUTCMinutes())}`;
}

/** 22/11/2026 (Brasília). */
export function formatDate(value: Date | string | number): string {
  const b = brasilia(value);
  if (!b) return dateFormat().format(new Date(value));
  return `${two(b.getUTCDate())}/${two(b.getUTCMonth() + 1)}/${b.getUTCFullYear()}`;
}

/** 08:20 (Brasília). */
export function formatTime(value: Date | string | number): string {
  const b = brasilia(value);
  if (!b) return timeFormat().format(new Date(value));
  return `${two(b.getUTCHours())}:${two(b.getUTCMinutes())}`;
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

/** PostgreSQL allows 65,535 parameters per statement: multi-row statements go in chunks below that. */
const MAX_PARAMS = 30_000;

/** Rows split so that each multi-row statement of `columns` parameters per row stays under the limit. */
export function chunked<T>(rows: T[], columns: number): T[][] {
  const size = Math.max(1, Math.floor(MAX_PARAMS / columns));
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** The last row of each key, in first-seen key order. */
export function uniqueBy<T>(rows: T[], key: (row: T) => string): T[] {
  const map = new Map<string, T>();
  for (const r of rows) map.set(key(r), r);
  return [...map.values()];
}

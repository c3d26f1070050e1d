import type { TAuditEntry } from '@placar/contract/staff';

const show = (v: unknown) => (v === null || v === undefined ? '—' : JSON.stringify(v));

/** An entry's before and after, compact; the whole of both in the tooltip. */
export function Change({ entry }: { entry: TAuditEntry }) {
  if (entry.before == null && entry.after == null) return <span className="muted">—</span>;
  const text = `${show(entry.before)} → ${show(entry.after)}`;
  return (
    <code className="change" title={text}>
      {text}
    </code>
  );
}

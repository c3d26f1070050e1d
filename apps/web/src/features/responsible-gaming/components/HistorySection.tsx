import type { TRgHistoryEntry } from '@placar/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Skeleton } from '../../../components';
import { formatBRL, formatDateTime } from '../../../lib/format';
import { rgHistoryQuery } from '../api/rg-api';
import { breakLabel, exclusionLabel, LIMIT_KIND_LABEL, LIMIT_PERIOD_LABEL, minutesLabel } from '../texts';
import styles from './rg.module.css';

const ACTION: Record<TRgHistoryEntry['action'], string> = {
  limit_set: 'Limite alterado',
  limit_scheduled: 'Alteração de limite agendada',
  limit_applied: 'Alteração de limite aplicada',
  break_started: 'Pausa iniciada',
  break_ended: 'Pausa encerrada',
  self_exclusion_started: 'Autoexclusão iniciada',
  self_exclusion_ended: 'Autoexclusão encerrada',
  internal_block_started: 'Bloqueio pelo suporte',
  internal_block_lifted: 'Bloqueio retirado',
  reality_check_changed: 'Intervalo dos alertas alterado',
  session_ended: 'Sessão encerrada',
};
const ACTOR = { bettor: 'Você', support: 'Suporte', system: 'Automático' } as const;

function value(e: TRgHistoryEntry, v: number | null) {
  if (v === null) return e.action.startsWith('limit') ? 'sem limite' : '–';
  if (e.kind === 'sessionTime') return minutesLabel(v);
  if (e.kind === 'break') return breakLabel(v);
  if (e.kind === 'selfExclusion') return exclusionLabel(v);
  if (e.kind === 'realityCheck') return `${v} min`;
  return formatBRL(v);
}

/** Every limit change, pause and exclusion: who, when, from what to what. */
export function HistorySection() {
  const { data, isPending } = useQuery(rgHistoryQuery);
  return (
    <Card as="section" aria-labelledby="rg-history">
      <h2 id="rg-history">Histórico</h2>
      {isPending || !data ? (
        <Skeleton lines={3} />
      ) : data.length === 0 ? (
        <p className={styles.muted}>Nenhuma alteração ainda.</p>
      ) : (
        <div style={{ overflowX: 'auto' }}>
          <table className={styles.table}>
            <thead>
              <tr>
                <th>Quando</th>
                <th>O quê</th>
                <th>De → para</th>
                <th>Vale a partir de</th>
                <th>Quem</th>
              </tr>
            </thead>
            <tbody>
              {data.map((e) => (
                <tr key={e.id}>
                  <td>{formatDateTime(e.at)}</td>
                  <td>
                    {ACTION[e.action]}
                    {e.kind && LIMIT_KIND_LABEL[e.kind] ? ` · ${LIMIT_KIND_LABEL[e.kind]}` : ''}
                    {e.period ? ` ${LIMIT_PERIOD_LABEL[e.period]?.toLowerCase() ?? ''}` : ''}
                  </td>
                  <td>
                    {e.from === null && e.to === null ? '–' : `${value(e, e.from)} → ${value(e, e.to)}`}
                  </td>
                  <td>{e.effectiveAt ? formatDateTime(e.effectiveAt) : '–'}</td>
                  <td>{ACTOR[e.actor]}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </Card>
  );
}

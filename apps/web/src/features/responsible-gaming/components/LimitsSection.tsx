import { LIMIT_COOLING_OFF_HOURS, RG_LIMIT_KINDS, type TRgLimit } from '@placar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card, Skeleton, TextField } from '../../../components';
import { formatBRL, formatDateTime } from '../../../lib/format';
import { rgApi, rgKeys, rgLimitsQuery } from '../api/rg-api';
import { errorMessage } from '../errors';
import { LIMIT_KIND_LABEL, LIMIT_PERIOD_LABEL, minutesLabel } from '../texts';
import styles from './rg.module.css';

const show = (kind: string, value: number) =>
  kind === 'sessionTime' ? minutesLabel(value) : formatBRL(value);

/** '50', '50,5' or '1.234,56' (reais) and whole minutes: the number, or null when it is not one. */
export function parseLimitInput(kind: string, text: string): number | null {
  const clean = text.trim();
  if (kind === 'sessionTime') return /^\d{1,4}$/.test(clean) ? Number(clean) : null;
  if (!/^\d{1,3}(\.?\d{3})*(,\d{1,2})?$|^\d+(,\d{1,2})?$/.test(clean)) return null;
  return Number(clean.replace(/\./g, '').replace(',', '.'));
}

function LimitCard({ limit }: { limit: TRgLimit }) {
  const queryClient = useQueryClient();
  const [text, setText] = useState('');
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);
  const save = useMutation({
    mutationFn: (value: number | null) => rgApi.setLimit({ kind: limit.kind, period: limit.period, value }),
    onSuccess: (answer) => {
      setText('');
      setNote({
        ok: true,
        text: answer.immediate
          ? 'Limite aplicado agora.'
          : `Alteração agendada: vale a partir de ${formatDateTime(answer.effectiveAt)}.`,
      });
      void queryClient.invalidateQueries({ queryKey: rgKeys.all });
    },
    onError: (error) => setNote({ ok: false, text: errorMessage(error) }),
  });
  const unit = limit.kind === 'sessionTime' ? 'minutos' : 'R$';
  return (
    <form
      className={styles.limit}
      data-testid={`limit-${limit.kind}-${limit.period}`}
      onSubmit={(e) => {
        e.preventDefault();
        const value = parseLimitInput(limit.kind, text);
        if (value === null || value <= 0) {
          setNote({
            ok: false,
            text:
              limit.kind === 'sessionTime'
                ? 'Informe os minutos (número inteiro).'
                : 'Informe um valor em reais, como 50 ou 50,00.',
          });
          return;
        }
        save.mutate(value);
      }}
    >
      <h3>{LIMIT_PERIOD_LABEL[limit.period]}</h3>
      <p className={styles.muted}>
        {limit.value === null ? 'Sem limite' : `Limite: ${show(limit.kind, limit.value)}`}
        {limit.value !== null ? ` · usado ${show(limit.kind, limit.used)}` : ''}
        {limit.resetsAt && limit.value !== null ? ` · renova em ${formatDateTime(limit.resetsAt)}` : ''}
      </p>
      {limit.pending ? (
        <p className={styles.pending}>
          {limit.pending.value === null ? 'Remoção' : `Aumento para ${show(limit.kind, limit.pending.value)}`}{' '}
          vale a partir de {formatDateTime(limit.pending.effectiveAt)}.
        </p>
      ) : null}
      <div className={styles.row}>
        <TextField
          label={`${LIMIT_PERIOD_LABEL[limit.period]}: novo limite (${unit})`}
          inputMode={limit.kind === 'sessionTime' ? 'numeric' : 'decimal'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button type="submit" size="sm" loading={save.isPending && save.variables !== null}>
          Salvar
        </Button>
        {limit.value !== null ? (
          <Button
            type="button"
            size="sm"
            variant="ghost"
            loading={save.isPending && save.variables === null}
            onClick={() => save.mutate(null)}
          >
            Remover
          </Button>
        ) : null}
      </div>
      {note ? (
        <p className={note.ok ? styles.ok : styles.error} role="status">
          {note.text}
        </p>
      ) : null}
    </form>
  );
}

/** Deposit, loss, bet amount and session-time limits, each with its use and waiting changes. */
export function LimitsSection() {
  const { data, isPending } = useQuery(rgLimitsQuery);
  return (
    <Card as="section" aria-labelledby="rg-limits">
      <h2 id="rg-limits">Limites</h2>
      <p className={styles.muted}>
        Reduzir um limite vale na hora. Aumentar ou remover um limite só vale depois de{' '}
        {LIMIT_COOLING_OFF_HOURS} horas. Limites diários renovam à meia-noite (horário de Brasília), semanais
        na segunda-feira e mensais no dia 1º.
      </p>
      {isPending || !data ? (
        <Skeleton height={120} lines={2} />
      ) : (
        RG_LIMIT_KINDS.map((kind) => (
          <div key={kind} style={{ display: 'grid', gap: 8 }}>
            <h3 style={{ margin: 0, fontSize: 16 }}>{LIMIT_KIND_LABEL[kind]}</h3>
            <div className={styles.grid}>
              {data
                .filter((l) => l.kind === kind)
                .map((l) => (
                  <LimitCard key={`${l.kind}-${l.period}`} limit={l} />
                ))}
            </div>
          </div>
        ))
      )}
    </Card>
  );
}

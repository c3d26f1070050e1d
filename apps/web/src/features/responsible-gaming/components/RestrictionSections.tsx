import {
  BREAK_HOURS,
  PERMANENT_EXCLUSION_MONTHS,
  REALITY_CHECK_MINUTES,
  SELF_EXCLUSION_MONTHS,
} from '@placar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button, Card } from '../../../components';
import { formatDateTime } from '../../../lib/format';
import { useSession } from '../../../lib/session';
import { rgApi, rgKeys, rgStatusQuery } from '../api/rg-api';
import { errorMessage } from '../errors';
import { useRgOverlays } from '../overlay-store';
import { carryRestriction } from '../session-sync';
import { breakLabel, exclusionLabel } from '../texts';
import styles from './rg.module.css';

function Choice<T extends number>({
  options,
  value,
  onChange,
  label,
}: {
  options: readonly T[];
  value: T | null;
  onChange: (v: T) => void;
  label: (v: T) => string;
}) {
  return (
    <div className={styles.options}>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          className={styles.option}
          aria-pressed={value === o}
          onClick={() => onChange(o)}
        >
          {label(o)}
        </button>
      ))}
    </div>
  );
}

/** The restriction in force, if any. */
export function StatusBanner() {
  const { data } = useQuery(rgStatusQuery);
  const r = data?.restriction;
  if (!r) return null;
  const until = r.endsAt ? `até ${formatDateTime(r.endsAt)}` : 'sem data de fim';
  const what =
    r.kind === 'break'
      ? 'Pausa ativa'
      : r.kind === 'selfExclusion'
        ? 'Autoexclusão ativa'
        : 'Conta bloqueada pelo suporte';
  return (
    <p className={styles.banner} role="status" data-testid="rg-banner">
      <strong>{what}</strong> {until}. Apostas, jogos e depósitos estão bloqueados; saques continuam
      disponíveis.
    </p>
  );
}

/** A pause of 24 hours, 7 days or 30 days, at once and not undoable. */
export function BreakSection() {
  const queryClient = useQueryClient();
  const [hours, setHours] = useState<(typeof BREAK_HOURS)[number] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const take = useMutation({
    mutationFn: (h: number) => rgApi.takeBreak(h),
    onSuccess: async (status) => {
      await carryRestriction(status);
      setConfirming(false);
      void queryClient.invalidateQueries({ queryKey: rgKeys.all });
    },
  });
  return (
    <Card as="section" aria-labelledby="rg-break">
      <h2 id="rg-break">Fazer uma pausa</h2>
      <p className={styles.muted}>
        A pausa bloqueia depósitos, apostas e jogos de cassino na hora. Você continua podendo entrar e sacar.
        Ela não pode ser interrompida antes do fim.
      </p>
      <Choice
        options={BREAK_HOURS}
        value={hours}
        onChange={(h) => {
          setHours(h);
          setConfirming(false);
        }}
        label={breakLabel}
      />
      {hours !== null && !confirming ? (
        <Button onClick={() => setConfirming(true)}>Pausar por {breakLabel(hours)}</Button>
      ) : null}
      {hours !== null && confirming ? (
        <div className={styles.row}>
          <p style={{ margin: 0 }}>Confirma a pausa de {breakLabel(hours)}? Não será possível desfazer.</p>
          <Button variant="danger" loading={take.isPending} onClick={() => take.mutate(hours)}>
            Confirmar pausa
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
        </div>
      ) : null}
      {take.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(take.error)}
        </p>
      ) : null}
    </Card>
  );
}

/** Self-exclusion for months, years or for good (1216 months). */
export function SelfExclusionSection() {
  const queryClient = useQueryClient();
  const ackScreen = useRgOverlays((s) => s.ackScreen);
  const [months, setMonths] = useState<(typeof SELF_EXCLUSION_MONTHS)[number] | null>(null);
  const [confirming, setConfirming] = useState(false);
  const exclude = useMutation({
    mutationFn: (m: number) => rgApi.selfExclude(m),
    onSuccess: async (status) => {
      const user = useSession.getState().user;
      // this bettor just chose it: the auto-exclusion modal, not the login screen
      if (user) ackScreen(user.id, false);
      await carryRestriction(status);
      void queryClient.invalidateQueries({ queryKey: rgKeys.all });
    },
  });
  return (
    <Card as="section" aria-labelledby="rg-exclusion">
      <h2 id="rg-exclusion">Autoexclusão</h2>
      <p className={styles.muted}>
        Bloqueia a conta para depósitos, apostas e jogos pelo prazo escolhido, sem possibilidade de encurtar.
        Apostas em aberto são liquidadas normalmente, você pode sacar todo o saldo e deixamos de enviar
        comunicações de marketing.
      </p>
      <Choice
        options={SELF_EXCLUSION_MONTHS}
        value={months}
        onChange={(m) => {
          setMonths(m);
          setConfirming(false);
        }}
        label={exclusionLabel}
      />
      {months !== null && !confirming ? (
        <Button variant="danger" onClick={() => setConfirming(true)}>
          {months === PERMANENT_EXCLUSION_MONTHS
            ? 'Autoexcluir permanentemente'
            : `Autoexcluir por ${exclusionLabel(months)}`}
        </Button>
      ) : null}
      {months !== null && confirming ? (
        <div className={styles.row}>
          <p style={{ margin: 0 }}>
            Confirma a autoexclusão{' '}
            {months === PERMANENT_EXCLUSION_MONTHS ? 'permanente' : `por ${exclusionLabel(months)}`}? Ela
            começa agora e não pode ser desfeita.
          </p>
          <Button variant="danger" loading={exclude.isPending} onClick={() => exclude.mutate(months)}>
            Confirmar autoexclusão
          </Button>
          <Button variant="ghost" onClick={() => setConfirming(false)}>
            Cancelar
          </Button>
        </div>
      ) : null}
      {exclude.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(exclude.error)}
        </p>
      ) : null}
    </Card>
  );
}

/** How often the reality-check reminder comes. */
export function RealityCheckSection() {
  const queryClient = useQueryClient();
  const { data } = useQuery(rgStatusQuery);
  const save = useMutation({
    mutationFn: (m: number) => rgApi.setRealityCheck(m),
    onSuccess: (status) => {
      queryClient.setQueryData(rgKeys.status, status);
      void queryClient.invalidateQueries({ queryKey: rgKeys.session });
      void queryClient.invalidateQueries({ queryKey: rgKeys.history });
    },
  });
  return (
    <Card as="section" aria-labelledby="rg-reality">
      <h2 id="rg-reality">Alertas de tempo</h2>
      <p className={styles.muted}>
        Durante a sessão mostramos o tempo conectado e o resultado da sessão neste intervalo.
      </p>
      <Choice
        options={REALITY_CHECK_MINUTES}
        value={(data?.realityCheckMinutes ?? null) as (typeof REALITY_CHECK_MINUTES)[number] | null}
        onChange={(m) => save.mutate(m)}
        label={(m) => `A cada ${m} minutos`}
      />
      {save.isError ? (
        <p className={styles.error} role="alert">
          {errorMessage(save.error)}
        </p>
      ) : null}
    </Card>
  );
}

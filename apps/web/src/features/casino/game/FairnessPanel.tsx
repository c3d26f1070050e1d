import { type TRotateSeedAnswer, ZClientSeed } from '@placar/contract';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../../components';
import { casinoErrorView } from '../api/casino-errors';
import type { OriginalsClient } from '../api/originals-api';
import styles from './GamePanels.module.css';
import { historyLookup, lastRoundPrefill, type RoundLookup } from './last-round';
import { verifyLink } from './verify-link';

export const seedsKey = (token: string) => ['casino', 'seeds', token] as const;

/**
 * Provably fair: the SHA-256 of the server seed shown before play, the client seed the player
 * chooses, the nonce of the next bet, and rotation (which reveals the old seed for verification).
 */
export function FairnessPanel({
  client,
  token,
  gameId,
  lookup = historyLookup,
}: {
  client: OriginalsClient;
  token: string;
  gameId: string;
  /** the history calls that find this game's last round (tests pass their own) */
  lookup?: RoundLookup;
}) {
  const qc = useQueryClient();
  const seeds = useQuery({ queryKey: seedsKey(token), queryFn: () => client.seeds() });
  const [draft, setDraft] = useState<string | null>(null);
  const [revealed, setRevealed] = useState<TRotateSeedAnswer['revealed'] | null>(null);
  const save = useMutation({
    mutationFn: (seed: string) => client.setClientSeed(seed),
    onSuccess: (pair) => {
      qc.setQueryData(seedsKey(token), pair);
      setDraft(null);
    },
  });
  const rotate = useMutation({
    mutationFn: () => client.rotate(draft ?? undefined),
    onSuccess: (answer) => {
      qc.setQueryData(seedsKey(token), answer.next);
      setRevealed(answer.revealed);
      setDraft(null);
    },
  });
  const pair = seeds.data;
  const value = draft ?? pair?.clientSeed ?? '';
  const invalid = draft !== null && !ZClientSeed.safeParse(draft).success;
  const failure = save.error ?? rotate.error;
  return (
    <section className={styles.panel} aria-labelledby="fair-title">
      <h2 id="fair-title" className={styles.panelTitle}>
        <span aria-hidden="true">🛡️</span> Jogo justo (provably fair)
      </h2>
      <dl className={styles.fairList}>
        <div>
          <dt>Hash da semente do servidor (SHA-256)</dt>
          <dd className={styles.mono} data-testid="server-seed-hash">
            {pair?.serverSeedHash ?? '…'}
          </dd>
        </div>
        <div>
          <dt>Próximo nonce</dt>
          <dd className={styles.mono} data-testid="nonce">
            {pair?.nonce ?? '…'}
          </dd>
        </div>
      </dl>
      <label className={styles.seedField}>
        <span>Sua semente (client seed)</span>
        <input
          value={value}
          maxLength={64}
          onChange={(e) => setDraft(e.target.value)}
          aria-invalid={invalid}
          data-testid="client-seed"
        />
      </label>
      {invalid && <p className={styles.error}>De 1 a 64 caracteres, sem acentos.</p>}
      <div className={styles.row}>
        <Button
          size="sm"
          variant="secondary"
          disabled={draft === null || invalid}
          loading={save.isPending}
          onClick={() => draft !== null && save.mutate(draft)}
        >
          Salvar semente
        </Button>
        <Button
          size="sm"
          variant="ghost"
          loading={rotate.isPending}
          disabled={invalid}
          onClick={() => rotate.mutate()}
        >
          Trocar par de sementes
        </Button>
      </div>
      {failure && <p className={styles.error}>{casinoErrorView(failure).message}</p>}
      {revealed && (
        <div className={styles.revealed} data-testid="revealed-seed">
          <p>Semente revelada das rodadas com nonce 0 a {Math.max(0, revealed.nonce - 1)}:</p>
          <code className={styles.mono}>{revealed.serverSeed}</code>
          {revealed.nonce > 0 && <LastRoundLink gameId={gameId} revealed={revealed} lookup={lookup} />}
        </div>
      )}
      <p className={styles.note}>
        Cada resultado vem de HMAC-SHA256(semente do servidor, “semente:nonce:cursor”). Ao trocar o par, a
        semente antiga é revelada e você pode recalcular qualquer rodada na{' '}
        <Link to="/cassino/verificar">página de verificação</Link>.
      </p>
    </section>
  );
}

/**
 * "Verificar a última rodada": the last round of this game under the revealed pair, with its own game,
 * round, nonce and params (the pair is shared by every Originals game, so nonce − 1 may be another's).
 */
function LastRoundLink({
  gameId,
  revealed,
  lookup,
}: {
  gameId: string;
  revealed: TRotateSeedAnswer['revealed'];
  lookup: RoundLookup;
}) {
  const last = useQuery({
    queryKey: ['casino', 'last-round', gameId, revealed.serverSeedHash],
    queryFn: () => lastRoundPrefill(gameId, revealed, lookup),
    staleTime: Number.POSITIVE_INFINITY,
  });
  if (last.isPending) return <p className={styles.note}>Procurando a última rodada deste jogo…</p>;
  if (!last.data)
    return (
      <p className={styles.note} data-testid="no-last-round">
        Nenhuma rodada deste jogo no seu histórico usou esta semente. Rodadas de outros jogos podem ser
        verificadas pelo <Link to="/casino-history">histórico do cassino</Link>.
      </p>
    );
  return (
    <Link to={verifyLink(last.data)} data-testid="verify-last-round">
      Verificar a última rodada (nº {last.data.roundId})
    </Link>
  );
}

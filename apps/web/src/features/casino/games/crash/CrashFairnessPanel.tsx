import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { casinoKeys } from '../../api/keys';
import type { OriginalsClient } from '../../api/originals-api';
import panels from '../../game/GamePanels.module.css';
import styles from './Crash.module.css';
import { useCrashLive } from './crash-live';
import { crashVerifyLink, STRIP_SIZE } from './crash-rounds';

/**
 * Crash's provably fair panel: its seeds come from a hash chain published before the first round,
 * not from the player's seed pair (so no client seed or nonce to choose). Shows the hash of the
 * round in play (published before the bets), its seed once it crashed, the chain's anchor and salt,
 * and links to verify the round.
 */
export function CrashFairnessPanel({ client }: { client: OriginalsClient }) {
  const { round, chain } = useCrashLive(useShallow((s) => ({ round: s.round, chain: s.chain })));
  // the same list the game fetches (one request for both)
  const rounds = useQuery({
    queryKey: casinoKeys.crashRounds,
    queryFn: () => client.crashRounds(1, STRIP_SIZE),
    staleTime: 10_000,
  });
  const navigate = useNavigate();
  const [opening, setOpening] = useState(false);
  const [failed, setFailed] = useState(false);
  const crashed = round?.phase === 'crashed' && round.seed !== null;
  const previous = rounds.data?.items.find((r) => r.roundId !== round?.roundId);

  /** The round that just crashed is listed by the server with its chain data: fetched on demand. */
  const verifyCurrent = async () => {
    if (!round) return;
    setOpening(true);
    setFailed(false);
    try {
      const listed = (await rounds.refetch()).data?.items.find((r) => r.roundId === round.roundId);
      if (listed) navigate(crashVerifyLink(listed));
      else setFailed(true);
    } finally {
      setOpening(false);
    }
  };

  return (
    <section className={panels.panel} aria-labelledby="crash-fair-title" data-testid="crash-fairness">
      <h2 id="crash-fair-title" className={panels.panelTitle}>
        <span aria-hidden="true">🛡️</span> Jogo justo (cadeia de hashes)
      </h2>
      <p className={panels.note}>
        No Crash todos jogam a mesma rodada, então não há semente sua nem nonce. As sementes vêm de uma cadeia
        de hashes criada antes da primeira rodada: o SHA-256 da semente de uma rodada é a semente da rodada
        anterior, até a âncora, publicada antes de tudo. Nenhum resultado pode ser trocado depois das apostas.
      </p>
      <dl className={panels.fairList}>
        <div>
          <dt>
            {round ? `Rodada #${round.roundId}: ` : ''}hash da semente (SHA-256), publicado antes das apostas
          </dt>
          <dd className={panels.mono} data-testid="crash-seed-hash">
            {round?.seedHash ?? '…'}
          </dd>
        </div>
        <div>
          <dt>Semente da rodada</dt>
          {crashed ? (
            <dd className={panels.mono} data-testid="crash-seed">
              {round.seed}
            </dd>
          ) : (
            <dd className={panels.note}>Revelada quando a rodada quebrar.</dd>
          )}
        </div>
        {chain && (
          <>
            <div>
              <dt>Âncora da cadeia (s₀)</dt>
              <dd className={panels.mono}>{chain.chainAnchor}</dd>
            </div>
            <div>
              <dt>Sal (o mesmo em todas as rodadas da cadeia)</dt>
              <dd className={panels.mono}>{chain.salt}</dd>
            </div>
          </>
        )}
      </dl>
      {crashed && (
        <button
          type="button"
          className={`${styles.link} ${styles.panelLink}`}
          onClick={verifyCurrent}
          disabled={opening}
        >
          {opening ? 'Abrindo…' : `Verificar a rodada #${round.roundId}`}
        </button>
      )}
      {failed && <p className={panels.error}>Não foi possível abrir a verificação. Tente de novo.</p>}
      {!crashed && previous && (
        <Link to={crashVerifyLink(previous)} className={`${styles.link} ${styles.panelLink}`}>
          Verificar a rodada anterior (#{previous.roundId})
        </Link>
      )}
      <p className={panels.note}>
        O ponto de quebra vem de HMAC-SHA256(semente da rodada, sal), nonce 0. Confira qualquer rodada na{' '}
        <Link to="/cassino/verificar">página de verificação</Link>.
      </p>
    </section>
  );
}

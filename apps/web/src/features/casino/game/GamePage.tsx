import {
  CASINO_FREE_PLAY_BALANCE,
  CASINO_TIMING_MS,
  PLACAR_ORIGINALS_PROVIDER_ID,
  type TCasinoGameDetail,
} from '@placar/contract';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ComponentType, lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { Spinner } from '../../../components';
import { ApiError } from '../../../lib/api/http';
import { formatBRL } from '../../../lib/format';
import { useSeo } from '../../../lib/seo';
import { isAuthenticated, useSession } from '../../../lib/session';
import { flagsQuery } from '../../flags';
import { invalidateWallet, useWalletTotals } from '../../wallet';
import { type CasinoErrorView, casinoErrorView } from '../api/casino-errors';
import { casinoKeys } from '../api/keys';
import { useCasinoUserId, useGameDetail } from '../api/lobby-api';
import { launchGame, originalsClient } from '../api/originals-api';
import { baseOf } from '../lobby/lobby-state';
import { SoundToggle } from '../sound/SoundToggle';
import { DEFAULT_LIMITS } from './bet-input';
import { ErrorBanner } from './ErrorBanner';
import { FairnessPanel, seedsKey } from './FairnessPanel';
import styles from './Game.module.css';
import { RulesPanel } from './RulesPanel';
import type { GameProps } from './types';

const GAMES: Record<string, ComponentType<GameProps>> = {
  crash: lazy(() => import('../games/crash/CrashGame').then((m) => ({ default: m.CrashGame }))),
  dice: lazy(() => import('../games/dice/DiceGame').then((m) => ({ default: m.DiceGame }))),
  mines: lazy(() => import('../games/mines/MinesGame').then((m) => ({ default: m.MinesGame }))),
  plinko: lazy(() => import('../games/plinko/PlinkoGame').then((m) => ({ default: m.PlinkoGame }))),
  scratch: lazy(() => import('../games/scratch/ScratchGame').then((m) => ({ default: m.ScratchGame }))),
  slot: lazy(() => import('../games/slot/SlotGame').then((m) => ({ default: m.SlotGame }))),
  roulette: lazy(() => import('../games/roulette/RouletteGame').then((m) => ({ default: m.RouletteGame }))),
  blackjack: lazy(() =>
    import('../games/blackjack/BlackjackGame').then((m) => ({ default: m.BlackjackGame })),
  ),
};

/** Crash's seeds come from a hash chain, not the player's seed pair: its own fairness panel. */
const CrashFairnessPanel = lazy(() =>
  import('../games/crash/CrashFairnessPanel').then((m) => ({ default: m.CrashFairnessPanel })),
);

/** /casino/game/{gameID} and /cassino/game/{gameID}: launch (real money or free play) and play. */
export function GamePage() {
  const { gameId = '' } = useParams();
  const detail = useGameDetail(gameId);
  const base = baseOf(useLocation().pathname);
  useInGameFlagsRefresh();
  useSeo({
    title: detail.data ? `${detail.data.name}: jogue online` : 'Jogo do cassino',
    description: detail.data
      ? `${detail.data.name} da ${detail.data.providerName}: RTP de ${detail.data.rtp.toLocaleString('pt-BR')}%. Jogue com dinheiro real ou no Modo diversão.`
      : undefined,
  });
  if (detail.isPending)
    return (
      <div className={styles.loading} role="status">
        <Spinner label="Carregando o jogo" />
      </div>
    );
  if (detail.isError) {
    const notFound = detail.error instanceof ApiError && detail.error.status === 404;
    return (
      <div className={styles.stateBox} role="alert">
        <h1>{notFound ? 'Jogo não encontrado' : 'Não foi possível abrir o jogo'}</h1>
        <Link to={`/${base}`}>Voltar para o cassino</Link>
      </div>
    );
  }
  return <GameScreen detail={detail.data} base={base} />;
}

/** A player inside a game re-reads the maintenance flags every CASINO_TIMING_MS.inGameFlagsRefresh (tab visible). */
function useInGameFlagsRefresh() {
  const qc = useQueryClient();
  useEffect(() => {
    // not from a hidden tab: the shell's flags refresher catches up when it is visible again
    const t = setInterval(() => {
      if (document.visibilityState !== 'hidden') void qc.refetchQueries({ queryKey: flagsQuery.queryKey });
    }, CASINO_TIMING_MS.inGameFlagsRefresh);
    return () => clearInterval(t);
  }, [qc]);
}

function GameScreen({ detail, base }: { detail: TCasinoGameDetail; base: 'casino' | 'cassino' }) {
  const signedIn = useSession(isAuthenticated);
  const userId = useCasinoUserId();
  const [chosen, setChosen] = useState<'real' | 'free'>('real');
  const mode = signedIn ? chosen : 'free';
  const qc = useQueryClient();
  const launch = useQuery({
    queryKey: casinoKeys.launch(detail.id, mode, userId),
    queryFn: () => launchGame(detail.id, mode),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: CASINO_TIMING_MS.launchTokenTtl,
    retry: false,
    enabled: !detail.inMaintenance,
  });
  const [balance, setBalance] = useState<number | null>(null);
  const [problem, setProblem] = useState<CasinoErrorView | null>(null);
  useEffect(() => {
    setBalance(launch.data?.balance ?? null);
    setProblem(null);
  }, [launch.data]);
  const token = launch.data?.token;
  const client = token ? originalsClient(token) : null;
  // Until a launch answers (or when it is refused, e.g. an unverified bettor), real money shows the
  // wallet's real balance; a dash only when there is nothing to show, never a permanent "…".
  const totals = useWalletTotals();
  const shownBalance = balance ?? (mode === 'real' ? (totals.data?.real ?? null) : null);
  const balanceSettled = launch.isError || (mode === 'real' && totals.isError);

  const onBalance = useCallback(
    (b: number) => {
      setBalance(b);
      if (mode === 'real') void invalidateWallet(qc);
    },
    [mode, qc],
  );
  const onRound = useCallback<GameProps['onRound']>(
    (round) => {
      onBalance(round.balance);
      setProblem(null);
      if (token) void qc.invalidateQueries({ queryKey: seedsKey(token) });
      if (mode === 'real') void qc.invalidateQueries({ queryKey: ['casino', 'history'] });
    },
    [onBalance, token, mode, qc],
  );
  const onError = useCallback(
    (error: unknown) => {
      const view = casinoErrorView(error);
      if (view.code === 'CASINO_TOKEN_INVALID') void launch.refetch();
      setProblem(view);
    },
    [launch],
  );

  const Game = GAMES[detail.id];
  const original = detail.providerId === PLACAR_ORIGINALS_PROVIDER_ID && Game;
  return (
    <div className={styles.screen}>
      <header className={styles.bar}>
        <Link to={`/${base}`} className={styles.back} aria-label="Voltar para o cassino">
          ‹
        </Link>
        <div className={styles.titleBlock}>
          <h1>{detail.name}</h1>
          <span className={styles.provider}>
            {detail.providerName} · RTP {detail.rtp.toLocaleString('pt-BR', { maximumFractionDigits: 3 })}%
          </span>
        </div>
        <div className={styles.balance} aria-live="polite">
          <span className={mode === 'free' ? styles.modeFree : styles.modeReal}>
            {mode === 'free' ? 'Modo diversão' : 'Saldo real'}
          </span>
          <strong className="tabular" data-testid="game-balance">
            {shownBalance !== null ? formatBRL(shownBalance) : balanceSettled ? '—' : '…'}
          </strong>
        </div>
        <SoundToggle />
      </header>

      {signedIn ? (
        <fieldset className={styles.modeSwitch}>
          <legend className="visually-hidden">Modo de jogo</legend>
          {(['real', 'free'] as const).map((m) => (
            <button key={m} type="button" aria-pressed={mode === m} onClick={() => setChosen(m)}>
              {m === 'real' ? 'Dinheiro real' : 'Modo diversão'}
            </button>
          ))}
        </fieldset>
      ) : (
        <p className={styles.freeBanner}>
          <strong>Modo diversão:</strong> {formatBRL(CASINO_FREE_PLAY_BALANCE)} em fichas de brincadeira.{' '}
          <Link to="/register">Crie sua conta</Link> ou <Link to="/login">entre</Link> para jogar valendo.
        </p>
      )}

      {problem && (
        <ErrorBanner
          view={problem}
          onClose={() => setProblem(null)}
          onFree={signedIn && mode === 'real' ? () => setChosen('free') : undefined}
        />
      )}

      <div className={styles.layout}>
        <div className={styles.stage}>
          {detail.inMaintenance ? (
            <div className={styles.stateBox}>
              <h2>Jogo em manutenção</h2>
              <p>Este jogo volta em instantes. Enquanto isso, experimente outro.</p>
              <Link to={`/${base}`}>Ver outros jogos</Link>
            </div>
          ) : launch.isError ? (
            <ErrorBanner
              view={casinoErrorView(launch.error)}
              onRetry={() => void launch.refetch()}
              onFree={mode === 'real' ? () => setChosen('free') : undefined}
            />
          ) : !client || balance === null ? (
            <div className={styles.loading} role="status">
              <Spinner label="Abrindo o jogo" />
            </div>
          ) : original ? (
            <Suspense
              fallback={
                <div className={styles.loading} role="status">
                  <Spinner label="Carregando o jogo" />
                </div>
              }
            >
              <Game
                key={`${mode}-${token}`}
                client={client}
                mode={mode}
                detail={detail}
                balance={balance}
                limits={{ ...DEFAULT_LIMITS, min: detail.minBet, max: detail.maxBet, balance }}
                onRound={onRound}
                onBalance={onBalance}
                onError={onError}
              />
            </Suspense>
          ) : (
            <iframe
              className={styles.frame}
              src={launch.data?.url}
              title={detail.name}
              allow="autoplay; fullscreen"
            />
          )}
        </div>
        <aside className={styles.side}>
          {client &&
            token &&
            original &&
            (detail.id === 'crash' ? (
              <Suspense fallback={null}>
                <CrashFairnessPanel client={client} />
              </Suspense>
            ) : (
              <FairnessPanel client={client} token={token} gameId={detail.id} />
            ))}
          <RulesPanel detail={detail} />
        </aside>
      </div>
    </div>
  );
}

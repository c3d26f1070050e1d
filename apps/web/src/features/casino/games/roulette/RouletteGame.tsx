import type { TOriginalsRound } from '@placar/contract';
import { casino } from '@placar/domain';
import { useRef, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import styles from './Roulette.module.css';
import {
  addChip,
  column,
  dozen,
  OUTSIDE,
  type PlacedBets,
  spotWins,
  straight,
  type TableBet,
  toRequestBets,
  totalStake,
  WHEEL_ORDER,
  wheelRotationFor,
} from './roulette-bets';

const CHIPS = [0.5, 1, 5, 10, 25, 100];
const SPIN_MS = 4200;
const colourOf = (n: number) => casino.rouletteColor(n);

/** Roleta Europeia: chips on the betting table, the wheel turning to the pocket (transform). */
export function RouletteGame({ client, limits, onRound, onError }: GameProps) {
  const [chip, setChip] = useState(1);
  const [bets, setBets] = useState<PlacedBets>(new Map());
  const [undo, setUndo] = useState<PlacedBets[]>([]);
  const [rotation, setRotation] = useState(0);
  const [spinning, setSpinning] = useState(false);
  const [result, setResult] = useState<{ pocket: number; round: TOriginalsRound } | null>(null);
  const [recent, setRecent] = useState<{ id: number; n: number }[]>([]);
  const total = totalStake(bets);
  const wheelBox = useRef<HTMLDivElement>(null);

  const place = (bet: TableBet) => {
    if (spinning) return;
    if (total + chip > limits.max + 1e-9) return;
    playCue('click');
    setUndo((u) => [...u, bets].slice(-50));
    setBets(addChip(bets, bet, chip));
    setResult(null);
  };
  const spin = async () => {
    if (total < limits.min || spinning) return;
    setSpinning(true);
    setResult(null);
    playCue('bet');
    try {
      const round = await client.play({ gameId: 'roulette', params: { bets: toRequestBets(bets) } });
      const pocket = (round.outcome as casino.RouletteOutcome).pocket;
      setRotation((r) => wheelRotationFor(pocket, r));
      // on a phone the table sits below the wheel: bring the wheel into view for the spin
      wheelBox.current?.scrollIntoView({ behavior: 'smooth', block: 'center' });
      playCue('spin');
      window.setTimeout(() => {
        setSpinning(false);
        setResult({ pocket, round });
        setRecent((rs) => [{ id: round.roundId, n: pocket }, ...rs].slice(0, 12));
        playCue(round.win > 0 ? 'win' : 'lose');
        onRound(round);
      }, SPIN_MS);
    } catch (error) {
      setSpinning(false);
      onError(error);
    }
  };

  const spot = (bet: TableBet, className?: string) => {
    const placed = bets.get(`${bet.type}:${(bet.numbers ?? []).join('-')}`);
    const won = result ? spotWins(bet, result.pocket) : false;
    return (
      <button
        key={`${bet.type}:${(bet.numbers ?? []).join('-')}`}
        type="button"
        className={[styles.spot, className, won ? styles.won : ''].filter(Boolean).join(' ')}
        onClick={() => place(bet)}
        aria-label={`Apostar em ${bet.label}${placed ? `, ${formatBRL(placed.amount)} apostados` : ''}`}
      >
        {bet.label}
        {placed && <span className={styles.chipOn}>{placed.amount.toLocaleString('pt-BR')}</span>}
      </button>
    );
  };

  const slice = 360 / 37;
  return (
    <div className={c.game}>
      <div className={`${c.stage} ${styles.stage}`}>
        <ol className={c.history} aria-label="Últimos números">
          {recent.map((r) => (
            <li key={r.id} className={`${styles.recent} ${styles[colourOf(r.n)]}`}>
              {r.n}
            </li>
          ))}
        </ol>
        <div className={styles.wheelBox} ref={wheelBox}>
          <span className={styles.pointer} aria-hidden="true" />
          <svg
            viewBox="-100 -100 200 200"
            className={styles.wheel}
            style={{
              transform: `rotate(${rotation}deg)`,
              transitionDuration: spinning ? `${SPIN_MS}ms` : '0ms',
            }}
            role="img"
            aria-label={result ? `A bola parou no ${result.pocket}` : 'Roda da roleta'}
          >
            <circle r="99" fill="#3b2412" />
            {WHEEL_ORDER.map((n, i) => {
              const a0 = ((i - 0.5) * slice - 90) * (Math.PI / 180);
              const a1 = ((i + 0.5) * slice - 90) * (Math.PI / 180);
              const r = 92;
              const fill = n === 0 ? '#0f9d58' : colourOf(n) === 'red' ? '#d7263d' : '#161a1d';
              const ta = (i * slice - 90) * (Math.PI / 180);
              return (
                <g key={n}>
                  <path
                    d={`M0 0 L${r * Math.cos(a0)} ${r * Math.sin(a0)} A${r} ${r} 0 0 1 ${r * Math.cos(a1)} ${r * Math.sin(a1)} Z`}
                    fill={fill}
                    stroke="#c9a227"
                    strokeWidth="0.6"
                  />
                  <text
                    x={80 * Math.cos(ta)}
                    y={80 * Math.sin(ta)}
                    fill="#fff"
                    fontSize="8"
                    fontWeight="800"
                    textAnchor="middle"
                    dominantBaseline="central"
                    transform={`rotate(${i * slice} ${80 * Math.cos(ta)} ${80 * Math.sin(ta)})`}
                  >
                    {n}
                  </text>
                </g>
              );
            })}
            <circle r="58" fill="#2a1a0c" stroke="#c9a227" strokeWidth="2" />
            <circle r="20" fill="#c9a227" />
            <circle r="8" fill="#7a5c12" />
          </svg>
          {result && (
            <div
              className={`${styles.pocket} ${styles[colourOf(result.pocket)]}`}
              data-testid="roulette-pocket"
            >
              {result.pocket}
            </div>
          )}
        </div>
        {result && (
          <div className={result.round.win > 0 ? c.toast : `${c.toast} ${c.toastLose}`} role="status">
            <strong>{result.round.win > 0 ? formatBRL(result.round.win) : `Deu ${result.pocket}`}</strong>
            <span>{result.round.win > 0 ? `Número ${result.pocket}` : 'Nenhuma aposta premiada'}</span>
          </div>
        )}
        <section className={styles.table} aria-label="Mesa de apostas">
          {spot(straight(0), styles.zero)}
          {Array.from({ length: 36 }, (_, i) => i + 1).map((n) => spot(straight(n), styles[colourOf(n)]))}
          {([1, 2, 3] as const).map((col) => spot(column(col), styles.outside))}
          {([0, 1, 2] as const).map((d) => spot(dozen(d), styles.outside))}
          {OUTSIDE.map((b) =>
            spot(
              b,
              `${styles.outside} ${b.type === 'red' ? styles.red : b.type === 'black' ? styles.black : ''}`,
            ),
          )}
        </section>
      </div>
      <div className={c.panel}>
        <fieldset className={styles.chipSet}>
          <legend className={styles.legend}>Ficha</legend>
          <div className={styles.chips}>
            {CHIPS.map((v) => (
              <button
                key={v}
                type="button"
                aria-pressed={chip === v}
                aria-label={`Ficha de ${formatBRL(v)}`}
                className={chip === v ? `${styles.chip} ${styles.chipSelected}` : styles.chip}
                onClick={() => setChip(v)}
              >
                {v.toLocaleString('pt-BR')}
              </button>
            ))}
          </div>
        </fieldset>
        <div className={styles.totals}>
          <span>Total apostado</span>
          <strong>{formatBRL(total)}</strong>
        </div>
        <div className={c.segmented}>
          <button
            type="button"
            disabled={spinning || undo.length === 0}
            onClick={() => {
              setBets(undo[undo.length - 1] ?? new Map());
              setUndo((u) => u.slice(0, -1));
            }}
          >
            Desfazer
          </button>
          <button
            type="button"
            disabled={spinning || total === 0}
            onClick={() => {
              setUndo((u) => [...u, bets]);
              setBets(new Map());
            }}
          >
            Limpar
          </button>
        </div>
        <button type="button" className={c.play} onClick={spin} disabled={spinning || total < limits.min}>
          {spinning ? 'Girando…' : total < limits.min ? 'Coloque suas fichas' : `Girar (${formatBRL(total)})`}
        </button>
      </div>
    </div>
  );
}

import type { TOriginalsRound } from '@placar/contract';
import { casino } from '@placar/domain';
import { useEffect, useRef, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Slot.module.css';

type Sym = casino.SlotSymbol;
export const SLOT_GLYPH: Record<Sym, string> = {
  wild: '🌟',
  scatter: '🌺',
  onca: '🐆',
  arara: '🦜',
  tucano: '🐦',
  abacaxi: '🍍',
  coco: '🥥',
  banana: '🍌',
  limao: '🍋',
};
const SYMBOL_NAME: Record<Sym, string> = {
  wild: 'Curinga',
  scatter: 'Scatter',
  onca: 'Onça',
  arara: 'Arara',
  tucano: 'Tucano',
  abacaxi: 'Abacaxi',
  coco: 'Coco',
  banana: 'Banana',
  limao: 'Limão',
};
const FILLER = 14;
const SPIN_MS = 900;
const REEL_STAGGER_MS = 180;

const randomSymbol = (): Sym =>
  casino.SLOT_SYMBOLS[Math.floor(Math.random() * casino.SLOT_SYMBOLS.length)] as Sym;
const idleGrid = (): Sym[][] => Array.from({ length: 5 }, () => Array.from({ length: 3 }, randomSymbol));

/** Fortuna Tropical: 5×3 reels spinning (transform), 20 paylines highlighted, free spins ×3. */
export function SlotGame({ client, limits, onRound, onError }: GameProps) {
  const stake = useStake(limits);
  const [grid, setGrid] = useState<Sym[][]>(idleGrid);
  const [strips, setStrips] = useState<Sym[][] | null>(null);
  const [spinId, setSpinId] = useState(0);
  const [busy, setBusy] = useState(false);
  const [lines, setLines] = useState<casino.SlotLineWin[]>([]);
  const [lineIndex, setLineIndex] = useState(0);
  const [freeLeft, setFreeLeft] = useState<number | null>(null);
  const [roundWin, setRoundWin] = useState<{ win: number; mult: number } | null>(null);
  const [spinWin, setSpinWin] = useState(0);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);
  useEffect(() => {
    if (lines.length < 2) return;
    const t = setInterval(() => setLineIndex((i) => (i + 1) % lines.length), 1100);
    return () => clearInterval(t);
  }, [lines]);

  const wait = (ms: number) => new Promise<void>((r) => timers.current.push(setTimeout(r, ms)));

  /** One spin's animation: each reel scrolls through filler symbols and stops on the result. */
  const animate = async (spin: casino.SlotSpin, base: number) => {
    setLines([]);
    setStrips(spin.grid.map((col) => [...Array.from({ length: FILLER }, randomSymbol), ...col]));
    setSpinId((n) => n + 1);
    playCue('spin');
    for (let r = 0; r < 5; r++) {
      await wait(r === 0 ? SPIN_MS : REEL_STAGGER_MS);
      playCue('stop');
    }
    setGrid(spin.grid);
    setStrips(null);
    setLines(spin.lineWins);
    setLineIndex(0);
    const win = Math.floor(base * spin.multiplier * 100) / 100;
    setSpinWin(win);
    if (win > 0) playCue(spin.multiplier >= 10 ? 'bigwin' : 'win');
    await wait(spin.lineWins.length > 0 || spin.scatters >= 3 ? 1400 : 350);
  };

  const spin = async () => {
    if (stake.amount === null) return;
    const amount = stake.amount;
    setBusy(true);
    setRoundWin(null);
    setSpinWin(0);
    playCue('bet');
    let round: TOriginalsRound;
    try {
      round = await client.play({ gameId: 'slot', amount, params: {} });
    } catch (error) {
      onError(error);
      setBusy(false);
      return;
    }
    const outcome = round.outcome as casino.SlotOutcome;
    await animate(outcome.base, amount);
    if (outcome.freeSpins.length > 0) {
      for (let i = 0; i < outcome.freeSpins.length; i++) {
        setFreeLeft(outcome.freeSpins.length - i);
        await animate(outcome.freeSpins[i] as casino.SlotSpin, amount);
      }
      setFreeLeft(null);
    }
    setRoundWin({ win: round.win, mult: round.multiplier ?? 0 });
    onRound(round);
    setBusy(false);
  };

  const shown = lines[lineIndex];
  const payline = shown ? casino.SLOT_PAYLINES[shown.line] : null;
  return (
    <div className={c.game}>
      <div className={`${c.stage} ${styles.stage}`}>
        <div className={styles.cabinet}>
          <div className={styles.marquee}>
            <span>Fortuna Tropical</span>
            {freeLeft !== null && (
              <strong className={styles.free}>Rodadas grátis: {freeLeft} · ganhos ×3</strong>
            )}
          </div>
          <div className={styles.reels} key={spinId}>
            {grid.map((col, r) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: reels are positional
              <div key={r} className={styles.reel}>
                {strips ? (
                  <div
                    className={styles.strip}
                    style={{
                      animationDuration: `${SPIN_MS + r * REEL_STAGGER_MS}ms`,
                      ['--n' as string]: FILLER,
                    }}
                  >
                    {strips[r]?.map((s, i) => (
                      // biome-ignore lint/suspicious/noArrayIndexKey: strip positions
                      <span key={i} className={styles.symbol}>
                        {SLOT_GLYPH[s]}
                      </span>
                    ))}
                  </div>
                ) : (
                  col.map((s, row) => {
                    const on = payline ? payline[r] === row && r < (shown?.count ?? 0) : false;
                    return (
                      <span
                        // biome-ignore lint/suspicious/noArrayIndexKey: rows are positional
                        key={row}
                        className={on ? `${styles.symbol} ${styles.hit}` : styles.symbol}
                        title={SYMBOL_NAME[s]}
                      >
                        {SLOT_GLYPH[s]}
                      </span>
                    );
                  })
                )}
              </div>
            ))}
            {payline && !strips && (
              <svg
                className={styles.line}
                viewBox="0 0 500 300"
                preserveAspectRatio="none"
                aria-hidden="true"
              >
                <polyline points={payline.map((row, r) => `${r * 100 + 50},${row * 100 + 50}`).join(' ')} />
              </svg>
            )}
          </div>
          <div className={styles.winBar} aria-live="polite">
            {shown ? (
              <span>
                Linha {shown.line + 1}: {shown.count}× {SYMBOL_NAME[shown.symbol]} · {formatBRL(spinWin)}
              </span>
            ) : (
              <span>
                {roundWin
                  ? roundWin.win > 0
                    ? 'Boa!'
                    : 'Gire de novo'
                  : '20 linhas · curinga 🌟 · scatter 🌺'}
              </span>
            )}
          </div>
        </div>
        {roundWin && roundWin.win > 0 && (
          <div className={c.toast} role="status">
            <strong>{formatBRL(roundWin.win)}</strong>
            <span>{roundWin.mult.toLocaleString('pt-BR')}× a aposta</span>
          </div>
        )}
      </div>
      <div className={c.panel}>
        <BetControls
          value={stake.text}
          onChange={stake.setText}
          limits={limits}
          disabled={busy}
          label="Aposta total (20 linhas)"
        />
        <details className={styles.paytable}>
          <summary>Tabela de pagamentos (por linha)</summary>
          <table>
            <tbody>
              {(Object.keys(casino.SLOT_LINE_PAYS) as Exclude<Sym, 'scatter'>[]).map((s) => (
                <tr key={s}>
                  <th scope="row">
                    {SLOT_GLYPH[s]} {SYMBOL_NAME[s]}
                  </th>
                  {casino.SLOT_LINE_PAYS[s].map((p, i) => (
                    <td key={p}>
                      {i + 3}×: {p}
                    </td>
                  ))}
                </tr>
              ))}
              <tr>
                <th scope="row">🌺 Scatter</th>
                {casino.SLOT_SCATTER_PAYS.map((p, i) => (
                  <td key={p}>
                    {i + 3}: {p}× total
                  </td>
                ))}
              </tr>
            </tbody>
          </table>
        </details>
        <button type="button" className={c.play} onClick={spin} disabled={busy || stake.amount === null}>
          {busy ? (freeLeft !== null ? 'Rodadas grátis…' : 'Girando…') : 'Girar'}
        </button>
      </div>
    </div>
  );
}

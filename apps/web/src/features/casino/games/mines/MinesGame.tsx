import type { TOriginalsRound } from '@placar/contract';
import { casino } from '@placar/domain';
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Mines.module.css';

type MinesView = {
  mines: number | number[];
  picks?: number[];
  safePicks: number;
  nextMultiplier?: number | null;
  hitMine?: number | null;
};

const TILES = Array.from({ length: 25 }, (_, i) => i);
const MINE_CHOICES = [1, 2, 3, 4, 5, 6, 8, 10, 12, 15, 20, 24];

/** Minas: a 5×5 field; open safe tiles to raise the multiplier, cash out before a mine. */
export function MinesGame({ client, limits, onRound, onError }: GameProps) {
  const stake = useStake(limits);
  const [minesCount, setMinesCount] = useState(3);
  const [round, setRound] = useState<TOriginalsRound | null>(null);
  const [picks, setPicks] = useState<number[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    client
      .active('mines')
      .then((r) => {
        if (!live || !r) return;
        const view = r.outcome as MinesView;
        setRound(r);
        setPicks(view.picks ?? []);
        if (typeof view.mines === 'number') setMinesCount(view.mines);
      })
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [client]);

  const open = round?.status === 'open';
  const view = round?.outcome as MinesView | undefined;
  const mineTiles = view && Array.isArray(view.mines) ? new Set(view.mines) : null;
  const hit = view?.hitMine ?? null;
  const current = open ? (round?.multiplier ?? 1) : 0;
  const next = open ? (view?.nextMultiplier ?? null) : casino.minesMultiplier(minesCount, 1);

  const step = async (fn: () => Promise<TOriginalsRound>) => {
    setBusy(true);
    try {
      const r = await fn();
      setRound(r);
      const v = r.outcome as MinesView;
      if (v.picks) setPicks(v.picks);
      if (r.status !== 'open') {
        playCue(r.win > 0 ? 'win' : 'boom');
        onRound(r);
      }
      return r;
    } catch (error) {
      onError(error);
      return null;
    } finally {
      setBusy(false);
    }
  };

  const start = () => {
    if (stake.amount === null) return;
    playCue('bet');
    setPicks([]);
    void step(() => client.minesStart(stake.amount as number, minesCount)).then((r) => r && onRound(r));
  };
  const reveal = (tile: number) => {
    if (!round || !open || picks.includes(tile) || busy) return;
    setPicks((p) => [...p, tile]);
    void step(() => client.minesReveal(round.roundId, tile)).then((r) => {
      if (r?.status === 'open') playCue('reveal');
    });
  };
  const cashout = () => {
    if (!round) return;
    void step(() => client.minesCashout(round.roundId));
  };

  const cashValue = round && open ? Math.floor(round.bet * current * 100) / 100 : 0;
  return (
    <div className={c.game}>
      <div className={`${c.stage} ${styles.stage}`}>
        <div className={c.stats}>
          <div className={c.stat}>
            <span>Multiplicador atual</span>
            <strong>
              {open ? `${current.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}×` : '—'}
            </strong>
          </div>
          <div className={c.stat}>
            <span>Próxima casa</span>
            <strong>{next ? `${next.toLocaleString('pt-BR', { maximumFractionDigits: 4 })}×` : '—'}</strong>
          </div>
          <div className={c.stat}>
            <span>Casas seguras</span>
            <strong>
              {view?.safePicks ?? 0}/{25 - minesCount}
            </strong>
          </div>
        </div>
        <section className={styles.grid} aria-label="Campo de minas">
          {TILES.map((t) => {
            const picked = picks.includes(t);
            const isMine = mineTiles?.has(t) ?? false;
            const state =
              t === hit
                ? 'boom'
                : picked && !isMine
                  ? 'gem'
                  : mineTiles
                    ? isMine
                      ? 'mine'
                      : 'dim'
                    : 'hidden';
            return (
              <button
                key={t}
                type="button"
                className={`${styles.tile} ${styles[state]}`}
                onClick={() => reveal(t)}
                disabled={!open || picked || busy}
                aria-label={`Casa ${t + 1}${state === 'gem' ? ': segura' : state === 'boom' || state === 'mine' ? ': mina' : ''}`}
                data-testid={`mines-tile-${t}`}
              >
                <span className={styles.face} aria-hidden="true">
                  {state === 'gem' || state === 'dim'
                    ? '💎'
                    : state === 'mine' || state === 'boom'
                      ? '💣'
                      : ''}
                </span>
              </button>
            );
          })}
        </section>
        {round && !open && (
          <div className={round.win > 0 ? c.toast : `${c.toast} ${c.toastLose}`} role="status">
            <strong>{round.win > 0 ? formatBRL(round.win) : 'Boom!'}</strong>
            <span>
              {round.win > 0
                ? `Retirado em ${round.multiplier?.toLocaleString('pt-BR')}×`
                : 'Você encontrou uma mina'}
            </span>
          </div>
        )}
      </div>
      <div className={c.panel}>
        <BetControls value={stake.text} onChange={stake.setText} limits={limits} disabled={busy || open} />
        <label className={c.field}>
          Minas no campo
          <select
            className={c.select}
            value={minesCount}
            onChange={(e) => setMinesCount(Number(e.target.value))}
            disabled={busy || open}
          >
            {MINE_CHOICES.map((m) => (
              <option key={m} value={m}>
                {m} {m === 1 ? 'mina' : 'minas'}
              </option>
            ))}
          </select>
        </label>
        {open ? (
          <button type="button" className={c.cashout} onClick={cashout} disabled={busy || picks.length === 0}>
            {picks.length === 0 ? 'Abra uma casa' : `Retirar ${formatBRL(cashValue)}`}
          </button>
        ) : (
          <button type="button" className={c.play} onClick={start} disabled={busy || stake.amount === null}>
            Apostar
          </button>
        )}
      </div>
    </div>
  );
}

import type { TOriginalsRound } from '@placar/contract';
import type { casino } from '@placar/domain';
import { useEffect, useState } from 'react';
import { formatBRL } from '../../../../lib/format';
import { BetControls } from '../../game/BetControls';
import type { GameProps } from '../../game/types';
import { playCue } from '../../sound/sound';
import c from '../common.module.css';
import { useStake } from '../use-stake';
import styles from './Blackjack.module.css';
import { cardFace, handLabel, RESULT_PT } from './cards';

type Table = {
  dealer: number[];
  dealerHoleHidden: boolean;
  hands: casino.BlackjackHand[];
  active: number;
  phase: 'player' | 'done';
  results: { result: casino.HandResult; returns: number }[];
  legalActions: casino.BlackjackAction[];
};

const ACTION_PT: Record<casino.BlackjackAction, string> = {
  hit: 'Pedir',
  stand: 'Parar',
  double: 'Dobrar',
  split: 'Dividir',
};

function Card({ card, index, hidden }: { card?: number; index: number; hidden?: boolean }) {
  const face = card === undefined || hidden ? null : cardFace(card);
  return (
    <span
      className={face ? `${styles.card} ${face.red ? styles.redCard : ''}` : `${styles.card} ${styles.back}`}
      style={{ animationDelay: `${index * 90}ms` }}
      role="img"
      aria-label={face ? `${face.rank}${face.suit}` : 'carta virada'}
    >
      {face && (
        <>
          <span className={styles.corner}>
            {face.rank}
            <br />
            {face.suit}
          </span>
          <span className={styles.pip}>{face.suit}</span>
        </>
      )}
    </span>
  );
}

/** Blackjack: 6 decks, dealer stands on soft 17, 3:2; hit, stand, double and split. */
export function BlackjackGame({ client, limits, onRound, onError }: GameProps) {
  const stake = useStake(limits);
  const [round, setRound] = useState<TOriginalsRound | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    client
      .active('blackjack')
      .then((r) => live && r && setRound(r))
      .catch(() => {});
    return () => {
      live = false;
    };
  }, [client]);

  const table = round?.outcome as Table | undefined;
  const open = round?.status === 'open';
  const run = async (fn: () => Promise<TOriginalsRound>) => {
    setBusy(true);
    try {
      const r = await fn();
      setRound(r);
      playCue('card');
      if (r.status !== 'open') {
        window.setTimeout(() => playCue(r.win > r.bet ? 'win' : r.win > 0 ? 'click' : 'lose'), 300);
        onRound(r);
      } else onRound(r);
    } catch (error) {
      onError(error);
    } finally {
      setBusy(false);
    }
  };
  const deal = () => {
    if (stake.amount === null) return;
    playCue('bet');
    void run(() => client.blackjackStart(stake.amount as number));
  };
  const act = (a: casino.BlackjackAction) =>
    round && void run(() => client.blackjackAction(round.roundId, a));

  return (
    <div className={c.game}>
      <div className={`${c.stage} ${styles.felt}`}>
        <p className={styles.rulesLine}>Blackjack paga 3 para 2 · Banca para no 17 · Sem seguro</p>
        <div className={styles.dealer}>
          <span className={styles.who}>
            Banca{' '}
            {table && table.dealer.length > 0 && !table.dealerHoleHidden
              ? `· ${handLabel(table.dealer, true)}`
              : ''}
          </span>
          <div className={styles.cards}>
            {table?.dealer.map((card, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: cards are dealt in order
              <Card key={i} card={card} index={i} />
            ))}
            {table?.dealerHoleHidden && <Card index={1} hidden />}
          </div>
        </div>
        <div className={styles.hands}>
          {table?.hands.map((h, hi) => {
            const res = table.results[hi];
            return (
              <div
                // biome-ignore lint/suspicious/noArrayIndexKey: hands are positional (split)
                key={hi}
                className={open && hi === table.active ? `${styles.hand} ${styles.activeHand}` : styles.hand}
              >
                <div className={styles.cards}>
                  {h.cards.map((card, i) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: cards are dealt in order
                    <Card key={i} card={card} index={i} />
                  ))}
                </div>
                <span className={styles.who}>
                  {handLabel(h.cards, !open || h.done)}
                  {h.bet === 2 ? ' · dobrada' : ''}
                </span>
                {res && (
                  <span className={`${styles.result} ${styles[res.result]}`}>{RESULT_PT[res.result]}</span>
                )}
              </div>
            );
          })}
          {!table && <p className={styles.empty}>Faça sua aposta e receba as cartas.</p>}
        </div>
      </div>
      <div className={c.panel}>
        <BetControls value={stake.text} onChange={stake.setText} limits={limits} disabled={busy || open} />
        {round && !open && (
          <p className={round.win > 0 ? c.outcome : `${c.outcome} ${c.outcomeLose}`} role="status">
            {round.win > round.bet
              ? `Você ganhou ${formatBRL(round.win)}`
              : round.win > 0
                ? `Empate: ${formatBRL(round.win)} de volta`
                : `A banca venceu: −${formatBRL(round.bet)}`}
          </p>
        )}
        {open && table ? (
          <div className={styles.actions}>
            {(['hit', 'stand', 'double', 'split'] as const).map((a) => (
              <button
                key={a}
                type="button"
                className={a === 'stand' ? styles.stand : styles.action}
                disabled={busy || !table.legalActions.includes(a)}
                onClick={() => act(a)}
              >
                {ACTION_PT[a]}
              </button>
            ))}
          </div>
        ) : (
          <button type="button" className={c.play} onClick={deal} disabled={busy || stake.amount === null}>
            Distribuir cartas
          </button>
        )}
      </div>
    </div>
  );
}

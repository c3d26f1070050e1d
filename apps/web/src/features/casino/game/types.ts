import type { TCasinoGameDetail, TOriginalsRound } from '@placar/contract';
import type { OriginalsClient } from '../api/originals-api';
import type { BetLimits } from './bet-input';

/** What the game page gives each Placar Original. */
export type GameProps = {
  client: OriginalsClient;
  mode: 'real' | 'free';
  detail: TCasinoGameDetail;
  /** Balance of the session (reais): the wallet in real mode, play money in free mode. */
  balance: number;
  limits: BetLimits;
  /** After each step the server answers the balance: shown at once, wallet and seeds refreshed. */
  onRound(round: Pick<TOriginalsRound, 'balance'> & Partial<TOriginalsRound>): void;
  /** A balance taken by a bet that settles later (crash). */
  onBalance(balance: number): void;
  /** Shows a refused step (insufficient funds, round closed...) above the game. */
  onError(error: unknown): void;
};

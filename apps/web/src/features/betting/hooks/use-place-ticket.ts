import { LARGE_BET_REAIS } from '@placar/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { isAuthenticated, useSession } from '../../../lib/session';
import { openLoginModal } from '../../account';
import { analytics } from '../../payments';
import { invalidateWallet } from '../../wallet';
import { bettingApi } from '../api/betting-api';
import { placeTicket } from '../model/place-ticket';
import { useBetSlip } from '../stores/bet-slip';
import { useMaxBalance } from '../stores/max-balance';
import { freeBetsKey } from './use-free-bets';

/** Query keys of the bet history (the history feature reads them): refreshed after a placement. */
export const BET_HISTORY_KEY = ['bet-history'] as const;

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
const store = { getState: useBetSlip.getState, setState: (p: object) => useBetSlip.setState(p) };

/** Places the slip; guests get the login dialog first (seed 002 section 6). */
export function usePlaceTicket() {
  const client = useQueryClient();
  const signedIn = useSession(isAuthenticated);
  return useCallback(() => {
    if (!signedIn) {
      openLoginModal();
      return;
    }
    void placeTicket(store, {
      api: bettingApi,
      sleep,
      onAccepted(stake) {
        void invalidateWallet(client);
        void client.invalidateQueries({ queryKey: BET_HISTORY_KEY });
        void client.invalidateQueries({ queryKey: freeBetsKey });
        if (stake >= LARGE_BET_REAIS) analytics.track({ event: 'large bet placed', stake });
      },
      onFreeBetsChanged() {
        void client.invalidateQueries({ queryKey: freeBetsKey });
      },
      onMaxBalance(limit, customBet) {
        useMaxBalance.getState().show(limit, customBet);
      },
    });
  }, [client, signedIn]);
}

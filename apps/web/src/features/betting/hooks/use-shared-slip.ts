import type { TMatch, TReplicationData } from '@placar/contract';
import { sportsbookEventsApi } from '@placar/contract/routes.gen';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { api } from '../../../lib/api/client';
import { bettingApi } from '../api/betting-api';
import type { SlipItem } from '../model/types';
import { toSlipItem, useBetSlip } from '../stores/bet-slip';

/** The query parameter of a shared bet link. */
export const SHARED_PARAM = 'aposta';

export const sharedSlipUrl = (ticketId: string) =>
  `${window.location.origin}/esportes?${SHARED_PARAM}=${encodeURIComponent(ticketId)}`;

const fixture = (id: string) =>
  api.call(sportsbookEventsApi[id.startsWith('bg:') ? 'fixtureDetailV2' : 'fixtureDetailV1'], {
    params: { id },
    query: {},
  });

/** The shared selections at today's odds; those no longer on offer are left out. */
export async function itemsFromReplication(data: TReplicationData, now: number): Promise<SlipItem[]> {
  const ids = [...new Set(data.selections.map((s) => s.eventId))];
  const matches = new Map<string, TMatch>();
  await Promise.all(
    ids.map(async (id) => {
      const m = await fixture(id).catch(() => null);
      if (m) matches.set(id, m);
    }),
  );
  const items: SlipItem[] = [];
  for (const s of data.selections) {
    const match = matches.get(s.eventId);
    const market = match?.markets.find((m) => m.id === s.marketId && m.specifiers === s.specifiers);
    const outcome = market?.outcomes.find((o) => o.outcomeId === s.outcomeId);
    if (!match || !market || !outcome) continue;
    const item = toSlipItem(outcome, market, { ...match, detail: true, clockAt: now }, now);
    items.push({ ...item, replicate: { ticketId: data.ticketId, type: 'shared' } });
  }
  return items;
}

/** "Copiar aposta": a link with ?aposta={ticketId} fills the slip from the shared ticket. */
export function useSharedSlip() {
  const [params, setParams] = useSearchParams();
  const ticketId = params.get(SHARED_PARAM);
  useEffect(() => {
    if (!ticketId || !/^\d{1,18}$/.test(ticketId)) return;
    let live = true;
    void (async () => {
      try {
        const data = await bettingApi.sharedReplication(ticketId);
        const items = await itemsFromReplication(data, Date.now());
        if (!live) return;
        if (items.length === 0)
          useBetSlip.getState().warn('As seleções desta aposta não estão mais disponíveis.');
        else useBetSlip.getState().addItems(items);
      } catch {
        if (live) useBetSlip.getState().warn('Aposta compartilhada não encontrada.');
      }
      setParams(
        (p) => {
          p.delete(SHARED_PARAM);
          return p;
        },
        { replace: true },
      );
    })();
    return () => {
      live = false;
    };
  }, [ticketId, setParams]);
}

import { z } from 'zod';
import type { GameOutcome, OriginalGame } from '../types';
import { slotRtp } from './analysis';
import { type SlotSpin, spinReels } from './evaluate';
import { SLOT_FREE_SPIN_MULTIPLIER, SLOT_FREE_SPINS, SLOT_LINE_PAYS, SLOT_SCATTER_PAYS } from './paytable';
import { SLOT_STRIPS } from './reels';

export const slotParams = z.object({});
export type SlotParams = z.infer<typeof slotParams>;

export interface SlotOutcome extends GameOutcome {
  base: SlotSpin;
  /** The 10 free spins (wins ×3) when the base spin shows 3 or more scatters; empty otherwise. */
  freeSpins: SlotSpin[];
}

export const SLOT_RTP = slotRtp(SLOT_STRIPS);

/** Upper bound of a round: every line paying 5 wilds plus 5 scatters, in the base spin and all free spins. */
const maxSpin = (SLOT_LINE_PAYS.wild[2] * 20) / 20 + SLOT_SCATTER_PAYS[2];

export const slot: OriginalGame<SlotParams, SlotOutcome> = {
  id: 'slot',
  name: 'Fortuna Tropical',
  category: 'slots',
  rtp: SLOT_RTP.total,
  rtpMethod: 'analytic',
  maxMultiplier: maxSpin * (1 + SLOT_FREE_SPINS * SLOT_FREE_SPIN_MULTIPLIER),
  rules: [
    '5 rolos, 3 linhas e 20 linhas de pagamento fixas; a aposta total é dividida igualmente entre as 20 linhas.',
    'Combinações de 3, 4 ou 5 símbolos iguais a partir do rolo da esquerda pagam conforme a tabela.',
    'O curinga substitui todos os símbolos menos o scatter e também paga sozinho; vale a maior combinação de cada linha.',
    'Scatters pagam em qualquer posição (3: 2×, 4: 10×, 5: 50× a aposta total) e 3 ou mais dão 10 rodadas grátis com ganhos ×3.',
    'As rodadas grátis não se renovam. RTP de 95,85%, dos quais cerca de 25 pontos vêm das rodadas grátis.',
  ],
  params: slotParams,
  play(_params, rng) {
    const base = spinReels(SLOT_STRIPS, rng);
    const freeSpins: SlotSpin[] = [];
    if (base.scatters >= 3) {
      for (let i = 0; i < SLOT_FREE_SPINS; i++)
        freeSpins.push(spinReels(SLOT_STRIPS, rng, SLOT_FREE_SPIN_MULTIPLIER));
    }
    const total = freeSpins.reduce((sum, spin) => sum + spin.multiplier, base.multiplier);
    return { base, freeSpins, multiplier: Math.round(total * 10_000) / 10_000 };
  },
};

import { SLOT_SYMBOLS, type SlotSymbol } from './paytable';

/** A strip written as its symbols in order, separated by spaces; a typo is refused when the module loads. */
function strip(symbols: string): readonly SlotSymbol[] {
  const list = symbols.split(' ');
  for (const s of list) {
    if (!(SLOT_SYMBOLS as readonly string[]).includes(s))
      throw new Error(`slot strip: unknown symbol "${s}"`);
  }
  return list as SlotSymbol[];
}

const REEL_A = strip(
  'limao abacaxi banana onca limao tucano coco banana arara abacaxi limao coco wild limao banana tucano onca abacaxi limao coco arara scatter banana limao tucano abacaxi coco banana limao arara onca banana limao coco wild abacaxi tucano limao banana coco arara scatter',
);
const REEL_B = strip(
  'limao abacaxi banana onca limao tucano coco banana wild arara abacaxi limao coco limao banana tucano onca abacaxi limao coco arara banana wild limao tucano abacaxi coco banana limao arara onca banana limao coco abacaxi wild tucano limao banana coco scatter arara',
);
const REEL_C = strip(
  'limao abacaxi banana onca tucano coco limao banana arara abacaxi limao coco wild banana tucano limao onca abacaxi coco arara scatter banana limao tucano abacaxi coco banana limao arara onca limao banana coco wild abacaxi tucano limao banana coco arara scatter',
);

/**
 * Reel strips (circular). Reels 1, 3, 5 hold 2 scatters and 2 wilds; reels 2 and 4 hold 1 scatter
 * and 3 wilds. No strip holds two scatters within 3 stops, so a reel shows at most one scatter.
 */
export const SLOT_STRIPS: readonly (readonly SlotSymbol[])[] = [REEL_A, REEL_B, REEL_C, REEL_B, REEL_A];

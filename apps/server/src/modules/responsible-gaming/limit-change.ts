import type { TSetRgLimitAnswer, TSetRgLimitRequest } from '@placar/contract';
import type { Platform } from '../../platform/context';
import { bettor } from './history';
import { setLimit } from './limits';
import { listLimits, presentLimit } from './limits-view';

/**
 * The bettor sets or removes a limit: the answer shows the limit as the list does (with its use and
 * any raise waiting), and whether the change applied at once or after the cooling-off.
 */
export async function changeLimit(
  platform: Platform,
  userId: number,
  body: TSetRgLimitRequest,
): Promise<TSetRgLimitAnswer> {
  const r = await setLimit(platform, userId, body, bettor(userId));
  const limit = (await listLimits(platform, userId)).find(
    (l) => l.kind === body.kind && l.period === body.period,
  );
  return {
    limit: limit ?? presentLimit(r.row, body.kind, body.period, 0, r.effectiveAt),
    immediate: r.immediate,
    effectiveAt: r.effectiveAt.toISOString(),
  };
}

import { betHistoryApi } from '@placar/contract';
import { currentUser, requireAuth } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { invalidField } from '../../platform/errors';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { betHistory } from './history';

/** The bet history (seed 002 section 7, "Bet history"). */
export async function historyRoutes(app: App, platform: Platform) {
  route(app, betHistoryApi.byRangeByStatus, { preHandler: requireAuth }, async (request) => {
    const q = request.query;
    if (q.initialDate && q.finalDate && q.initialDate > q.finalDate)
      throw invalidField('finalDate', 'deve ser igual ou posterior à data inicial');
    return {
      data: await betHistory(platform, currentUser(request).id, {
        page: q['PaginationQuery.PageNumber'],
        pageSize: q['PaginationQuery.PageSize'],
        initialDate: q.initialDate,
        finalDate: q.finalDate,
        status: q.status,
      }),
    };
  });
}

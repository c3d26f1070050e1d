import { responsibleGamingApi as rg } from '@placar/contract';
import { currentUser, requireRole, requireSignedIn } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { bettor, listHistory, support } from './history';
import { changeLimit } from './limit-change';
import { listLimits } from './limits-view';
import { getRgStatus, selfExclude, setInternalBlock, takeBreak } from './restriction.service';
import { answerRealityCheck, heartbeat, setRealityCheckInterval } from './session.service';

/** The bettor's responsible-gaming calls (see packages/contract/src/responsible-gaming.ts). */
export async function rgRoutes(app: App, platform: Platform) {
  const signedIn = { preHandler: requireSignedIn };
  const staff = { preHandler: requireRole(1) };

  route(app, rg.status, signedIn, async (request) => ({
    data: await getRgStatus(platform, currentUser(request).id),
  }));

  route(app, rg.limits, signedIn, async (request) => ({
    data: await listLimits(platform, currentUser(request).id),
  }));

  route(app, rg.setLimit, signedIn, async (request) => ({
    data: await changeLimit(platform, currentUser(request).id, request.body),
  }));

  route(app, rg.takeBreak, signedIn, async (request) => {
    const { id, sessionId } = currentUser(request);
    await takeBreak(platform, id, request.body.hours, bettor(id), sessionId);
    return { data: await getRgStatus(platform, id) };
  });

  route(app, rg.selfExclude, signedIn, async (request) => {
    const { id, sessionId } = currentUser(request);
    await selfExclude(platform, id, request.body.months, bettor(id), sessionId);
    return { data: await getRgStatus(platform, id) };
  });

  route(app, rg.history, signedIn, async (request) => ({
    data: await listHistory(platform, currentUser(request).id),
  }));

  route(app, rg.setRealityCheck, signedIn, async (request) => {
    const { id } = currentUser(request);
    await setRealityCheckInterval(platform, id, request.body.intervalMinutes, bettor(id));
    return { data: await getRgStatus(platform, id) };
  });

  route(app, rg.heartbeat, signedIn, async (request) => ({
    data: await heartbeat(platform, currentUser(request).id),
  }));

  route(app, rg.answerRealityCheck, signedIn, async (request) => {
    const { id, sessionId } = currentUser(request);
    return { data: await answerRealityCheck(platform, id, sessionId, request.body.action) };
  });

  route(app, rg.internalBlock, staff, async (request) => {
    const { userId } = request.params;
    await setInternalBlock(
      platform,
      userId,
      request.body.blocked,
      request.body.reason,
      support(currentUser(request).id),
    );
    return { data: await getRgStatus(platform, userId) };
  });

  route(app, rg.userHistory, staff, async (request) => ({
    data: await listHistory(platform, request.params.userId),
  }));
}

import {
  ZData,
  ZRgBreakRequest,
  ZRgHistoryEntry,
  ZRgInternalBlockRequest,
  ZRgLimit,
  ZRgPlaySession,
  ZRgRealityCheckAnswerRequest,
  ZRgRealityCheckRequest,
  ZRgSelfExclusionRequest,
  ZRgStatus,
  ZSetRgLimitAnswer,
  ZSetRgLimitRequest,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireRole, requireSignedIn } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import type { App } from '../../platform/module';
import { bettor, listHistory, support } from './history';
import { setLimit } from './limits';
import { listLimits, presentLimit } from './limits-view';
import { getRgStatus, selfExclude, setInternalBlock, takeBreak } from './restriction.service';
import { answerRealityCheck, heartbeat, setRealityCheckInterval } from './session.service';

const tags = ['responsible-gaming'];
const security = [{ bearer: [] }];

/** The bettor's responsible-gaming calls (see packages/contract/src/responsible-gaming.ts). */
export async function rgRoutes(app: App, platform: Platform) {
  app.get(
    '/api/ResponsibleGame/Status',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Restriction in force, marketing flag, reality-check interval',
        response: { 200: ZData(ZRgStatus) },
      },
    },
    async (request) => ({ data: await getRgStatus(platform, currentUser(request).id) }),
  );

  app.get(
    '/api/ResponsibleGame/Limits',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Every limit with its use and waiting raises',
        response: { 200: ZData(z.array(ZRgLimit)) },
      },
    },
    async (request) => ({ data: await listLimits(platform, currentUser(request).id) }),
  );

  app.put(
    '/api/ResponsibleGame/Limits',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Set or remove a limit: lowering at once, raising or removing after 24 hours',
        body: ZSetRgLimitRequest,
        response: { 200: ZData(ZSetRgLimitAnswer) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      const r = await setLimit(platform, id, request.body, bettor(id));
      const limit = (await listLimits(platform, id)).find(
        (l) => l.kind === request.body.kind && l.period === request.body.period,
      );
      return {
        data: {
          limit: limit ?? presentLimit(r.row, request.body.kind, request.body.period, 0, r.effectiveAt),
          immediate: r.immediate,
          effectiveAt: r.effectiveAt.toISOString(),
        },
      };
    },
  );

  app.post(
    '/api/ResponsibleGame/Break',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Take a pause (24 h, 7 d or 30 d) at once',
        body: ZRgBreakRequest,
        response: { 200: ZData(ZRgStatus) },
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      await takeBreak(platform, id, request.body.hours, bettor(id), sessionId);
      return { data: await getRgStatus(platform, id) };
    },
  );

  app.post(
    '/api/ResponsibleGame/SelfExclusion',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Self-exclude for months, or for good (1216)',
        body: ZRgSelfExclusionRequest,
        response: { 200: ZData(ZRgStatus) },
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      await selfExclude(platform, id, request.body.months, bettor(id), sessionId);
      return { data: await getRgStatus(platform, id) };
    },
  );

  app.get(
    '/api/ResponsibleGame/History',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'The audit trail of limits, pauses and exclusions',
        response: { 200: ZData(z.array(ZRgHistoryEntry)) },
      },
    },
    async (request) => ({ data: await listHistory(platform, currentUser(request).id) }),
  );

  app.put(
    '/api/ResponsibleGame/RealityCheck',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Reality-check interval (30 or 60 minutes)',
        body: ZRgRealityCheckRequest,
        response: { 200: ZData(ZRgStatus) },
      },
    },
    async (request) => {
      const { id } = currentUser(request);
      await setRealityCheckInterval(platform, id, request.body.intervalMinutes, bettor(id));
      return { data: await getRgStatus(platform, id) };
    },
  );

  app.post(
    '/api/ResponsibleGame/Session/Heartbeat',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: 'Keep the play session; time, result and next reminder',
        response: { 200: ZData(ZRgPlaySession) },
      },
    },
    async (request) => ({ data: await heartbeat(platform, currentUser(request).id) }),
  );

  app.post(
    '/api/ResponsibleGame/Session/RealityCheck',
    {
      preHandler: requireSignedIn,
      schema: {
        tags,
        security,
        summary: "Answer the reminder: 'continue', or 'end' the session (signs out)",
        body: ZRgRealityCheckAnswerRequest,
        response: { 200: ZData(ZRgPlaySession.nullable()) },
      },
    },
    async (request) => {
      const { id, sessionId } = currentUser(request);
      return { data: await answerRealityCheck(platform, id, sessionId, request.body.action) };
    },
  );

  const ZUserParams = z.object({ userId: z.coerce.number().int().positive() });
  app.put(
    '/api/admin/ResponsibleGame/users/:userId/InternalBlock',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        security,
        summary: 'Block a user internally (treated like a self-exclusion) or lift the block (role 1)',
        params: ZUserParams,
        body: ZRgInternalBlockRequest,
        response: { 200: ZData(ZRgStatus) },
      },
    },
    async (request) => {
      const { userId } = request.params;
      await setInternalBlock(
        platform,
        userId,
        request.body.blocked,
        request.body.reason,
        support(currentUser(request).id),
      );
      return { data: await getRgStatus(platform, userId) };
    },
  );

  app.get(
    '/api/admin/ResponsibleGame/users/:userId/History',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        security,
        summary: "A user's responsible-gaming audit trail (role 1)",
        params: ZUserParams,
        response: { 200: ZData(z.array(ZRgHistoryEntry)) },
      },
    },
    async (request) => ({ data: await listHistory(platform, request.params.userId) }),
  );
}

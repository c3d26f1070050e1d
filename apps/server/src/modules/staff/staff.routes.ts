import { Readable } from 'node:stream';
import { staffApi } from '@placar/contract';
import type { FastifyRequest } from 'fastify';
import { currentStaff } from '../../platform/auth/staff-guard';
import type { Platform } from '../../platform/context';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import { auditCsv, searchStaffActions } from './audit.service';
import {
  type Actor,
  createMember,
  listMembers,
  resetMemberPassword,
  resetMemberTwoFactor,
  updateMember,
} from './members.service';
import { signOut, staffMe, staffSessionValidator } from './session.service';
import { confirmEnrolment, type StaffClient, signIn, verifyCode } from './sign-in.service';

const clientOf = (request: FastifyRequest): StaffClient => ({
  ip: request.ip ?? null,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
  requestId: String(request.id),
});

const actorOf = (request: FastifyRequest): Actor => ({
  staff: currentStaff(request),
  ip: request.ip ?? null,
  requestId: String(request.id),
});

/**
 * The back office's staff routes (contract staffApi). The staff guard comes from each declaration's
 * `staffRoles` (platform/http/route.ts); every action writes its audit row.
 */
export async function staffRoutes(app: App, platform: Platform) {
  platform.tokens.useStaffSessionValidator(staffSessionValidator(platform));
  // sign-in steps: the strict per-address budget of the bettors' sign-in, beside the per-e-mail throttle
  const strict = {
    config: { rateLimit: { max: platform.config.LOGIN_RATE_LIMIT_PER_MINUTE, timeWindow: 60_000 } },
  };

  route(app, staffApi.signIn, strict, async (request) => ({
    data: await signIn(platform, request.body, clientOf(request)),
  }));
  route(app, staffApi.verifyCode, strict, async (request) => ({
    data: await verifyCode(platform, request.body, clientOf(request)),
  }));
  route(app, staffApi.confirmEnrolment, strict, async (request) => ({
    data: await confirmEnrolment(platform, request.body, clientOf(request)),
  }));

  route(app, staffApi.signOut, {}, async (request) => {
    await signOut(platform, actorOf(request));
    return { data: { signedOut: true as const } };
  });

  route(app, staffApi.me, {}, async (request) => ({ data: staffMe(currentStaff(request)) }));

  route(app, staffApi.listStaff, {}, async (request) => ({
    data: await listMembers(platform, request.query),
  }));

  route(app, staffApi.createStaff, {}, async (request, reply) => {
    reply.status(201);
    return { data: await createMember(platform, request.body, actorOf(request)) };
  });

  route(app, staffApi.updateStaff, {}, async (request) => ({
    data: await updateMember(platform, request.params.id, request.body, actorOf(request)),
  }));

  route(app, staffApi.resetPassword, {}, async (request) => ({
    data: await resetMemberPassword(platform, request.params.id, request.body.reason, actorOf(request)),
  }));

  route(app, staffApi.resetTwoFactor, {}, async (request) => ({
    data: await resetMemberTwoFactor(platform, request.params.id, request.body.reason, actorOf(request)),
  }));

  route(app, staffApi.searchAudit, {}, async (request) => ({
    data: await searchStaffActions(platform, request.query),
  }));

  route(app, staffApi.exportAudit, {}, async (request, reply) => {
    const day = new Date().toISOString().slice(0, 10);
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="auditoria-${day}.csv"`)
      .header('cache-control', 'no-store');
    // a byte-order mark first: spreadsheets then read the accents right
    async function* body() {
      yield '\uFEFF';
      yield* auditCsv(platform, request.query);
    }
    return reply.send(Readable.from(body()));
  });
}

import { identityAdminApi as admin } from '@placar/contract';
import { currentUser, requireRole } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import { route } from '../../../platform/http/route';
import type { App } from '../../../platform/module';
import {
  adminIdentity,
  documentDownloadUrl,
  reviewDocument,
  reviewFace,
  setIdentityStatus,
} from './review.service';

/** Back-office calls (role 1): look at a user's verification and decide by hand. */
export async function adminRoutes(app: App, platform: Platform) {
  const staff = { preHandler: requireRole(1) };

  route(app, admin.user, staff, async (request) => ({
    data: await adminIdentity(platform, request.params.userId),
  }));

  route(app, admin.documentFile, staff, async (request) => ({
    data: await documentDownloadUrl(platform, request.params.documentId),
  }));

  route(app, admin.reviewDocument, staff, async (request) => ({
    data: await reviewDocument(platform, request.params.documentId, currentUser(request).id, request.body),
  }));

  route(app, admin.reviewFace, staff, async (request) => ({
    data: await reviewFace(platform, request.params.userId, currentUser(request).id, request.body),
  }));

  route(app, admin.setStatus, staff, async (request) => ({
    data: await setIdentityStatus(platform, request.params.userId, currentUser(request).id, request.body),
  }));
}

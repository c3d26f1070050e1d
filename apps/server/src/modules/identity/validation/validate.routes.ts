import { ZData } from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireAuth } from '../../../platform/auth/plugin';
import type { Platform } from '../../../platform/context';
import type { App } from '../../../platform/module';
import { hasFirstDeposit } from './first-deposit';
import { hasFullValidation, refreshFullValidation } from './full-validation';

const tags = ['identity'];
const security = [{ bearer: [] }];
const answer = { 200: ZData(z.boolean()) };

/** GET /api/Users/Validate/HasFullValidation, /HasRealFullValidation, /HasFirstDeposit → `{ data: boolean }`. */
export async function validateRoutes(app: App, platform: Platform) {
  app.get(
    '/api/Users/Validate/HasFullValidation',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Full validation (cached 10 minutes, invalidated on change)',
        response: answer,
      },
    },
    async (request) => ({ data: await hasFullValidation(platform, currentUser(request).id) }),
  );
  app.get(
    '/api/Users/Validate/HasRealFullValidation',
    {
      preHandler: requireAuth,
      schema: {
        tags,
        security,
        summary: 'Full validation computed from the records now (refreshes the cache)',
        response: answer,
      },
    },
    async (request) => ({
      data: (await refreshFullValidation(platform, currentUser(request).id)).fullValidation,
    }),
  );
  app.get(
    '/api/Users/Validate/HasFirstDeposit',
    {
      preHandler: requireAuth,
      schema: { tags, security, summary: 'Whether the user has a successful deposit', response: answer },
    },
    async (request) => ({ data: await hasFirstDeposit(platform, currentUser(request).id) }),
  );
}

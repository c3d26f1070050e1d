import {
  FLAG_NAMES,
  isFlagName,
  ZData,
  ZFlagsIndex,
  ZFlagValue,
  ZMaintenanceMessage,
  ZSetFlagRequest,
  ZSetMaintenanceMessageRequest,
} from '@placar/contract';
import { z } from 'zod';
import { currentUser, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import type { App } from '../../platform/module';
import {
  getFlags,
  getMaintenanceMessage,
  invalidateFlagsCache,
  setFlag,
  setMaintenanceMessage,
} from './flags.service';

const ZFlagParams = z.object({ file: z.string().regex(/^[A-Za-z0-9-]+\.json$/, 'nome de flag.json') });

export async function flagsRoutes(app: App, platform: Platform) {
  platform.bus.subscribe('flags.changed', () => invalidateFlagsCache(platform));

  // The flags host of seed 000: `{name}.json` with a `value` field. index.json answers all at once.
  app.get(
    '/flags/:file',
    {
      schema: {
        tags: ['flags'],
        summary: 'Read a remote flag ({name}.json), or all of them (index.json)',
        params: ZFlagParams,
        response: { 200: z.union([ZFlagValue, ZFlagsIndex]) },
      },
    },
    async (request, reply) => {
      const name = request.params.file.slice(0, -'.json'.length);
      const flags = await getFlags(platform);
      reply.header('cache-control', 'no-cache');
      if (name === 'index') return { value: flags };
      if (!isFlagName(name)) throw new AppError('NOT_FOUND', { message: `Flag '${name}' não existe.` });
      return { value: flags[name] };
    },
  );

  app.put(
    '/api/admin/flags/:name',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        summary: 'Change a flag (role 1)',
        params: z.object({ name: z.enum(FLAG_NAMES as [string, ...string[]]) }),
        body: ZSetFlagRequest,
        response: { 200: ZData(z.object({ name: z.string(), value: z.union([z.boolean(), z.number()]) })) },
      },
    },
    async (request) => {
      const { name } = request.params;
      if (!isFlagName(name)) throw new AppError('NOT_FOUND');
      const value = await setFlag(platform, name, request.body.value, currentUser(request).id);
      request.log.info({ flag: name, value }, 'flag changed');
      return { data: { name, value: value as boolean | number } };
    },
  );

  app.get(
    '/api/MaintenanceMessage/GetActiveMessage',
    {
      schema: {
        tags: ['flags'],
        summary: 'The global announcement',
        response: { 200: ZData(ZMaintenanceMessage) },
      },
    },
    async () => ({ data: await getMaintenanceMessage(platform) }),
  );

  app.put(
    '/api/admin/MaintenanceMessage',
    {
      preHandler: requireRole(1),
      schema: {
        tags: ['admin'],
        summary: 'Set the global announcement (role 1)',
        body: ZSetMaintenanceMessageRequest,
        response: { 200: ZData(ZMaintenanceMessage) },
      },
    },
    async (request) => ({ data: await setMaintenanceMessage(platform, request.body) }),
  );
}

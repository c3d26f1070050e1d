import { flagsApi, isFlagName } from '@placar/contract';
import { currentUser, requireRole } from '../../platform/auth/plugin';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { route } from '../../platform/http/route';
import type { App } from '../../platform/module';
import {
  getFlags,
  getMaintenanceMessage,
  invalidateFlagsCache,
  setFlag,
  setMaintenanceMessage,
} from './flags.service';

export async function flagsRoutes(app: App, platform: Platform) {
  platform.bus.subscribe('flags.changed', () => invalidateFlagsCache(platform));

  // The flags host of seed 000: `{name}.json` with a `value` field. index.json answers all at once.
  route(app, flagsApi.read, {}, async (request, reply) => {
    const name = request.params.file.slice(0, -'.json'.length);
    const flags = await getFlags(platform);
    reply.header('cache-control', 'no-cache');
    if (name === 'index') return { value: flags };
    if (!isFlagName(name)) throw new AppError('NOT_FOUND', { message: `Flag '${name}' não existe.` });
    return { value: flags[name] };
  });

  route(app, flagsApi.set, { preHandler: requireRole(1) }, async (request) => {
    const { name } = request.params;
    if (!isFlagName(name)) throw new AppError('NOT_FOUND');
    const value = await setFlag(platform, name, request.body.value, currentUser(request).id);
    request.log.info({ flag: name, value }, 'flag changed');
    return { data: { name, value: value as boolean | number } };
  });

  route(app, flagsApi.maintenanceMessage, {}, async () => ({ data: await getMaintenanceMessage(platform) }));

  route(app, flagsApi.setMaintenanceMessage, { preHandler: requireRole(1) }, async (request) => ({
    data: await setMaintenanceMessage(platform, request.body),
  }));
}

import type { Platform } from './platform/context';
import type { App, PlacarModule } from './platform/module';

/**
 * Readies the app before anything calls it, then seeds the demo data (embedded mode). Seeding calls
 * the app itself (the sandbox PSP posts its webhooks through `inject`); an inject before `ready()`
 * boots the app from inside a module's scope, and the OpenAPI plugin's ready hook never ran: /api/docs
 * answered 500 on a fresh start. Answers the seeds' lines for the start-up banner.
 */
export async function readyAndSeed(app: App, platform: Platform, modules: PlacarModule[]): Promise<string[]> {
  await app.ready();
  const banner: string[] = [];
  if (!platform.config.SEED_DEMO) return banner;
  for (const m of modules) {
    const lines = await m.seedDemo?.(platform);
    if (lines) banner.push(...lines);
  }
  return banner;
}

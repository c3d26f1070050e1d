import { buildApp } from './app';
import { readyAndSeed } from './boot';
import { modules, wireModules } from './modules';
import { ConfigError, loadConfig } from './platform/config';
import { createLogger, createPlatform } from './platform/context';
import { setWorkersStarting } from './platform/http/health';
import { installProcessErrorHandlers } from './platform/process-errors';
import { publicUrl } from './platform/public-url';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const log = createLogger(config);
  // A lost database connection never ends the node; see process-errors.ts for the whole policy.
  installProcessErrorHandlers(log);
  const started = performance.now();
  const platform = wireModules(await createPlatform(config, log));
  const app = await buildApp(platform);

  const banner = await readyAndSeed(app, platform, modules);
  setWorkersStarting(platform, true);
  await app.listen({ host: config.HOST, port: config.PORT });
  for (const m of modules) await m.start?.(platform);
  setWorkersStarting(platform, false);

  const url = publicUrl(config);
  const parts = [
    `database: ${platform.database.kind}${config.embedded ? ` (${config.DATA_DIR})` : ''}`,
    `bus: ${platform.bus.kind}`,
    `cache: ${platform.cache.kind}`,
    `storage: ${platform.storage.kind}`,
  ];
  console.log(
    [
      '',
      `  Placar is running on ${url}  (ready in ${Math.round(performance.now() - started)} ms)`,
      `  ${parts.join(' · ')}`,
      config.DEV_MAILBOX ? `  dev mailbox: ${url}/dev/mailbox` : '',
      `  API docs: ${url}/api/docs`,
      ...banner.map((l) => `  ${l}`),
      '',
    ]
      .filter((l) => l !== '')
      .join('\n'),
  );

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    log.info({ signal }, 'shutting down');
    await app.close();
    await platform.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

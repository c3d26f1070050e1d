// `npm run flags -- list | get <name> | set <name> <value>`: reads and changes the remote flags
// (seed 000) in the configured database, the same way the admin call PUT /api/admin/flags/{name} does.
import { wireModules } from '../modules';
import { ConfigError, loadConfig } from '../platform/config';
import { createLogger, createPlatform } from '../platform/context';
import { runFlagsCommand } from './flags-command';

async function main() {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig({ LOG_LEVEL: 'warn', ...process.env });
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const code = await runFlagsCommand(process.argv.slice(2), () =>
    createPlatform(config, createLogger(config)).then(wireModules),
  );
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// `npm run flags -- list | get <name> | set <name> <value>`: reads and changes the remote flags
// (seed 000) in the configured database, the same way the admin call PUT /api/admin/flags/{name} does.
import { FLAG_NAMES, isFlagName } from '@placar/contract';
import { getFlags, setFlag } from '../modules/flags';
import { ConfigError, loadConfig } from '../platform/config';
import { createLogger, createPlatform, type Platform } from '../platform/context';
import { AppError } from '../platform/errors';

const HELP = `Uso: npm run flags -- <comando>

  list                    mostra todas as flags e seus valores
  get <nome>              mostra o valor de uma flag
  set <nome> <valor>      muda uma flag (true/false, ou um número para os limites)

Usa o banco configurado: DATABASE_URL (PostgreSQL) ou, sem ele, o banco embutido em DATA_DIR (./.data).
O PGlite (banco embutido) aceita um processo só: pare o servidor (npm start) antes, ou use DATABASE_URL.
Com NATS_URL, os servidores em execução recebem a mudança na hora (flags.changed).

Flags: ${FLAG_NAMES.join(', ')}`;

export function parseValue(raw: string): boolean | number | undefined {
  if (raw === 'true' || raw === 'false') return raw === 'true';
  if (/^-?\d+(\.\d+)?$/.test(raw)) return Number(raw);
  return undefined;
}

async function run(args: string[], platform: () => Promise<Platform>): Promise<number> {
  const [command, name, raw] = args;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    console.log(HELP);
    return command ? 0 : 1;
  }
  if (command !== 'list' && (!name || !isFlagName(name))) {
    console.error(name ? `Flag desconhecida: ${name}\n` : 'Falta o nome da flag.\n');
    console.error(HELP);
    return 1;
  }
  const p = await platform();
  try {
    const flags = await getFlags(p);
    if (command === 'list') {
      const width = Math.max(...FLAG_NAMES.map((n) => n.length));
      for (const n of FLAG_NAMES) console.log(`${n.padEnd(width)}  ${JSON.stringify(flags[n])}`);
      return 0;
    }
    if (!name || !isFlagName(name)) return 1;
    if (command === 'get') {
      console.log(JSON.stringify(flags[name]));
      return 0;
    }
    if (command === 'set') {
      const value = raw === undefined ? undefined : parseValue(raw);
      if (value === undefined) {
        console.error(`Valor inválido para ${name}: use true/false ou um número.`);
        return 1;
      }
      const saved = await setFlag(p, name, value, null);
      await p.bus.flush();
      console.log(`${name} = ${JSON.stringify(saved)} (antes: ${JSON.stringify(flags[name])})`);
      return 0;
    }
    console.error(`Comando desconhecido: ${command}\n`);
    console.error(HELP);
    return 1;
  } catch (error) {
    if (error instanceof AppError) {
      console.error(error.publicMessage);
      return 1;
    }
    throw error;
  } finally {
    await p.close();
  }
}

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
  const code = await run(process.argv.slice(2), () => createPlatform(config, createLogger(config)));
  process.exit(code);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

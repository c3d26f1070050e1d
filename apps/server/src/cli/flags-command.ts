// The `npm run flags` command itself, apart from process start-up (flags.ts), so it can be tested.
import { FLAG_NAMES, isFlagName } from '@placar/contract';
import { getFlags, setFlag } from '../modules/flags';
import type { Platform } from '../platform/context';
import { AppError } from '../platform/errors';

export type Output = { log(line: string): void; error(line: string): void };

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

export async function runFlagsCommand(
  args: string[],
  platform: () => Promise<Platform>,
  out: Output = console,
): Promise<number> {
  const [command, name, raw] = args;
  if (!command || command === 'help' || command === '--help' || command === '-h') {
    out.log(HELP);
    return command ? 0 : 1;
  }
  if (command !== 'list' && (!name || !isFlagName(name))) {
    out.error(name ? `Flag desconhecida: ${name}\n` : 'Falta o nome da flag.\n');
    out.error(HELP);
    return 1;
  }
  const p = await platform();
  try {
    const flags = await getFlags(p);
    if (command === 'list') {
      const width = Math.max(...FLAG_NAMES.map((n) => n.length));
      for (const n of FLAG_NAMES) out.log(`${n.padEnd(width)}  ${JSON.stringify(flags[n])}`);
      return 0;
    }
    if (!name || !isFlagName(name)) return 1;
    if (command === 'get') {
      out.log(JSON.stringify(flags[name]));
      return 0;
    }
    if (command === 'set') {
      const value = raw === undefined ? undefined : parseValue(raw);
      if (value === undefined) {
        out.error(`Valor inválido para ${name}: use true/false ou um número.`);
        return 1;
      }
      const saved = await setFlag(p, name, value, null);
      await p.bus.flush();
      out.log(`${name} = ${JSON.stringify(saved)} (antes: ${JSON.stringify(flags[name])})`);
      return 0;
    }
    out.error(`Comando desconhecido: ${command}\n`);
    out.error(HELP);
    return 1;
  } catch (error) {
    if (error instanceof AppError) {
      out.error(error.publicMessage);
      return 1;
    }
    throw error;
  } finally {
    await p.close();
  }
}

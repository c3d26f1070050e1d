import { describe, expect, it } from 'vitest';
import { processErrorHandlers } from './process-errors';

function setup() {
  const lines: { level: string; msg: string; obj: object }[] = [];
  const exits: number[] = [];
  const log = {
    error: (obj: object, msg: string) => lines.push({ level: 'error', msg, obj }),
    fatal: (obj: object, msg: string) => lines.push({ level: 'fatal', msg, obj }),
  };
  return { lines, exits, handlers: processErrorHandlers(log, (code) => exits.push(code)) };
}

const cut = () =>
  Object.assign(new Error('terminating connection due to administrator command'), {
    code: '57P01',
    client: { connectionParameters: { password: 'hunter2' } },
  });

describe('process error policy', () => {
  it('survives a lost connection thrown as an uncaught exception, logging no connection secrets', () => {
    const { lines, exits, handlers } = setup();
    handlers.uncaughtException(new Error('Connection terminated unexpectedly'));
    handlers.uncaughtException(cut());
    expect(exits).toEqual([]);
    expect(lines.map((l) => l.level)).toEqual(['error', 'error']);
    expect(JSON.stringify(lines)).not.toMatch(/hunter2/);
  });

  it('survives unhandled rejections, connection-class or not, and logs them', () => {
    const { lines, exits, handlers } = setup();
    handlers.unhandledRejection(cut());
    handlers.unhandledRejection(new TypeError('x is undefined'));
    expect(exits).toEqual([]);
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['error', 'unhandled rejection: connection lost (process continues)'],
      ['error', 'unhandled rejection (process continues)'],
    ]);
  });

  it('ends the process on any other uncaught exception', () => {
    const { lines, exits, handlers } = setup();
    handlers.uncaughtException(new TypeError('x is undefined'));
    expect(exits).toEqual([1]);
    expect(lines[0]!.level).toBe('fatal');
  });
});

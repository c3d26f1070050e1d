import { afterAll, describe, expect, it } from 'vitest';
import { type Bus, openBus, subjectMatches } from './index';

describe('subjectMatches', () => {
  it.each([
    ['feed.>', 'feed.odds.sr:match:1', true],
    ['feed.>', 'feed', false],
    ['feed.*.x', 'feed.odds.x', true],
    ['feed.*.x', 'feed.odds.y', false],
    ['a.b', 'a.b', true],
    ['a.b', 'a.b.c', false],
  ])('%s against %s is %s', (pattern, subject, expected) => {
    expect(subjectMatches(pattern, subject)).toBe(expected);
  });
});

// With NATS_URL set (CI's bus suite), the same test runs on the real NATS server.
const natsUrl = process.env.NATS_URL;
const variants: [string, () => Promise<Bus[]>][] = [
  [
    'memory',
    async () => {
      const bus = await openBus();
      return [bus, bus];
    },
  ],
];
if (natsUrl) variants.push(['nats', async () => [await openBus(natsUrl), await openBus(natsUrl)]]);

describe.each(variants)('%s bus', (_name, open) => {
  const opened: Bus[] = [];
  afterAll(async () => {
    await Promise.all([...new Set(opened)].map((b) => b.close()));
  });

  it('delivers one publication to two subscribers, by wildcard and by exact subject', async () => {
    const [a, b] = await open();
    opened.push(a!, b!);
    const topic = `test.${Date.now()}.${Math.random().toString(36).slice(2)}`;
    const gotA: unknown[] = [];
    const gotB: unknown[] = [];
    const done = new Promise<void>((resolve) => {
      const check = () => gotA.length === 3 && gotB.length === 2 && resolve();
      a!.subscribe(`${topic}.>`, (m) => {
        gotA.push(m.data);
        check();
      });
      b!.subscribe(`${topic}.odds`, (m) => {
        gotB.push(m.data);
        check();
      });
    });
    await a!.flush();
    await b!.flush();
    a!.publish(`${topic}.odds`, { odds: 1.85 });
    a!.publish(`${topic}.odds`, { odds: 1.9 });
    a!.publish(`${topic}.other`, { ignored: true });
    await a!.flush();
    await done;
    expect(gotB).toEqual([{ odds: 1.85 }, { odds: 1.9 }]);
    expect(gotA).toEqual([{ odds: 1.85 }, { odds: 1.9 }, { ignored: true }]);
  });
});

/**
 * bench:feed-start: how long the odds simulator's first tick (what a new feed leader runs at once:
 * the week's fixtures, their prices, the season outrights) holds the event loop. The sink takes the
 * messages and does nothing, so only the simulator's own work is measured.
 *
 *   npm run bench:feed-start [-- runs]
 */
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';

const { Simulator } = await import('../../apps/server/src/modules/feed/simulator/simulator');

const runs = Number(process.argv[2] ?? 3);
for (let run = 1; run <= runs; run++) {
  const histogram = monitorEventLoopDelay({ resolution: 5 });
  // the longest gap between two timer callbacks asked for every 5 ms: a block of the loop
  let longest = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  histogram.enable();
  const simulator = new Simulator({ seed: 20261121 + run, speed: 1, autoTick: false });
  let messages = 0;
  const t0 = performance.now();
  await simulator.start(
    async (m) => {
      messages += m ? 1 : 0;
    },
    async (batch) => {
      messages += batch.length;
    },
  );
  const ms = performance.now() - t0;
  histogram.disable();
  clearInterval(probe);
  await simulator.stop();
  console.log(
    `run ${run}: first tick ${Math.round(ms)} ms, ${messages} messages; event-loop delay ` +
      `max ${(histogram.max / 1e6).toFixed(0)} ms, p99 ${(histogram.percentile(99) / 1e6).toFixed(0)} ms, ` +
      `mean ${(histogram.mean / 1e6).toFixed(1)} ms; longest gap between 5 ms timers ${Math.round(longest)} ms`,
  );
}

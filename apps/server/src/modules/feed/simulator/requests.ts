import { randomUUID } from 'node:crypto';
import type { TSimulatorMatch, TSimulatorMatchRequest } from '@placar/contract';
import type { Unsubscribe } from '../../../platform/bus';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import type { Simulator, StartedMatch } from './simulator';

/**
 * Matches started on request (the admin call) reach the node that runs the simulator: this one
 * directly, another one through the bus (with a leader running the feed, any node answers the call).
 */
const REQUEST_SUBJECT = 'simulator.matches.start';
const REPLY_PREFIX = 'simulator.matches.started.';
const RELAY_TIMEOUT_MS = 10_000;

type Request = TSimulatorMatchRequest & { requestId: string };
type Reply = { ok: true; match: TSimulatorMatch } | { ok: false; message: string };

/** The simulator this process runs for a platform (undefined on a node that does not run it). */
export function runningSimulator(platform: Platform): Simulator | undefined {
  return platform.modules.feed.simulator;
}

function toWire(m: StartedMatch): TSimulatorMatch {
  return {
    id: m.id,
    name: m.name,
    sportId: m.sportId,
    tournamentId: m.tournamentId,
    scheduleTime: new Date(m.kickoff).toISOString(),
    endsAt: new Date(m.endsAt).toISOString(),
    durationSeconds: m.endsInSeconds,
  };
}

/** Registers a started simulator and answers the requests other nodes relay; returns the undo. */
export function serveMatchRequests(platform: Platform, simulator: Simulator): Unsubscribe {
  platform.modules.feed.simulator = simulator;
  const unsubscribe = platform.bus.subscribe<Request>(REQUEST_SUBJECT, ({ data }) => {
    const { requestId, ...request } = data;
    const reply = (answer: Reply) => platform.bus.publish(`${REPLY_PREFIX}${requestId}`, answer);
    simulator.startMatchNow(request).then(
      (match) => reply({ ok: true, match: toWire(match) }),
      (error: unknown) => {
        platform.log.error({ err: error }, 'simulator match request failed');
        reply({ ok: false, message: 'O simulador não conseguiu iniciar a partida.' });
      },
    );
  });
  return () => {
    unsubscribe();
    if (platform.modules.feed.simulator === simulator) platform.modules.feed.simulator = undefined;
  };
}

const notRunning = () => new AppError('SIMULATOR_NOT_RUNNING');

/** Starts a match now on the node that runs the simulator; 503 when none answers. */
export async function requestMatch(
  platform: Platform,
  request: TSimulatorMatchRequest,
): Promise<TSimulatorMatch> {
  const local = platform.modules.feed.simulator;
  if (local) return toWire(await local.startMatchNow(request));
  if (platform.bus.kind === 'memory') throw notRunning(); // no other node shares this bus
  const requestId = randomUUID();
  let unsubscribe: Unsubscribe = () => {};
  const answer = new Promise<Reply | undefined>((resolve) => {
    const timer = setTimeout(() => resolve(undefined), RELAY_TIMEOUT_MS);
    unsubscribe = platform.bus.subscribe<Reply>(`${REPLY_PREFIX}${requestId}`, ({ data }) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
  try {
    await platform.bus.flush();
    platform.bus.publish<Request>(REQUEST_SUBJECT, { ...request, requestId });
    const reply = await answer;
    if (!reply) throw notRunning();
    if (!reply.ok) throw new AppError('INTERNAL', { message: reply.message });
    return reply.match;
  } finally {
    unsubscribe();
  }
}

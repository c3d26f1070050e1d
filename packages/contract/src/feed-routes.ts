import { defineRoute } from './route';
import { ZSimulatorMatch, ZSimulatorMatchRequest } from './simulator';

/** Admin control of the embedded odds simulator (role 1): demos and browser tests. */
export const feedApi = {
  simulatorMatch: defineRoute({
    method: 'POST',
    path: '/api/admin/simulator/matches',
    summary:
      'Start a simulated match now (role 1): live at once with its markets; with durationSeconds it ends and settles that many seconds later',
    tags: ['admin'],
    auth: 'staff',
    body: ZSimulatorMatchRequest,
    answer: ZSimulatorMatch,
    status: 201,
    errors: ['SIMULATOR_NOT_RUNNING'],
  }),
} as const;

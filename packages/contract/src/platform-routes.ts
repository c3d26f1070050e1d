import { z } from 'zod';
import { defineRoute } from './route';

/** Readiness: each dependency's state ('ok', 'down', 'starting', or 'ok: …' with a detail). */
export const ZReadiness = z.object({
  status: z.enum(['ready', 'not-ready']),
  checks: z.record(z.string(), z.string()),
});

/** The node's probes for the orchestrator and Prometheus (not rate limited, not for people, not in /api/docs). */
export const platformApi = {
  healthz: defineRoute({
    method: 'GET',
    path: '/healthz',
    summary: 'Liveness: the process answers',
    tags: ['ops'],
    auth: 'public',
    hidden: true,
    answer: z.object({ status: z.literal('ok') }),
    envelope: 'raw',
  }),
  readyz: defineRoute({
    method: 'GET',
    path: '/readyz',
    summary: 'Readiness: database, bus and workers (503 with the same body while one is not ready)',
    tags: ['ops'],
    auth: 'public',
    hidden: true,
    answer: ZReadiness,
    envelope: 'raw',
  }),
  metrics: defineRoute({
    method: 'GET',
    path: '/metrics',
    summary: 'Prometheus metrics (text exposition format)',
    tags: ['ops'],
    auth: 'public',
    hidden: true,
    produces: 'text/plain',
  }),
} as const;

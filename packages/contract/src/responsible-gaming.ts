import { z } from 'zod';
import { ZAutoexclusion } from './account';
import { ZReais } from './common';

/**
 * Responsible gaming (Portaria SPA/MF 1.231/2024; seed 001 sections 2 and 9, seed 000 sections 2, 4
 * and 6, seed 002 sections 2, 6 and 7): limits chosen by the bettor, pauses, self-exclusion, the
 * reality check and the auditable history of every change.
 *
 * Calls (all authenticated; money in reais, time in minutes):
 *   GET  /api/ResponsibleGame/Status                 restriction, marketing flag, reality-check interval
 *   GET  /api/ResponsibleGame/Limits                 every limit with its use in the current window
 *   PUT  /api/ResponsibleGame/Limits                 set or remove one limit (TSetRgLimitRequest)
 *   POST /api/ResponsibleGame/Break                  a pause of 24 h, 7 d or 30 d (TRgBreakRequest)
 *   POST /api/ResponsibleGame/SelfExclusion          months, or 1216 = permanent (TRgSelfExclusionRequest)
 *   GET  /api/ResponsibleGame/History                the audit trail (who, when, from what to what)
 *   PUT  /api/ResponsibleGame/RealityCheck           the reminder interval (30 or 60 minutes)
 *   POST /api/ResponsibleGame/Session/Heartbeat      keeps the play session, answers TRgPlaySession
 *   POST /api/ResponsibleGame/Session/RealityCheck   'continue' acknowledges, 'end' ends the session (logout)
 *   GET  /api/ResponsibleGame/Validator/Lost         seed 002 section 7 (served by the betting module)
 *   PUT  /api/admin/ResponsibleGame/users/{userId}/InternalBlock   role 1: block or lift (InternalBlocked)
 *   GET  /api/admin/ResponsibleGame/users/{userId}/History          role 1: a user's audit trail
 */

/** 1216 months means a permanent self-exclusion (seed 001 section 9); 12 months is 1 year. */
export const PERMANENT_EXCLUSION_MONTHS = 1216;
export const MONTHS_PER_YEAR = 12;
/** Raising or removing a limit takes effect only after this cooling-off period. */
export const LIMIT_COOLING_OFF_HOURS = 24;
/** The pauses offered (policy: 24 hours, 7 days or 30 days). */
export const BREAK_HOURS = [24, 168, 720] as const;
/** The self-exclusion lengths offered on the screen; the API takes any 1..120 months or 1216. */
export const SELF_EXCLUSION_MONTHS = [1, 3, 6, 12, 24, 60, PERMANENT_EXCLUSION_MONTHS] as const;
export const SELF_EXCLUSION_MAX_TIMED_MONTHS = 120;
export const REALITY_CHECK_MINUTES = [30, 60] as const;
export const REALITY_CHECK_DEFAULT_MINUTES = 60;
/** A play session lapses after this much time without activity (the account's inactivity rule). */
export const PLAY_SESSION_IDLE_MINUTES = 30;
/** The client's heartbeat while signed in. */
export const PLAY_SESSION_HEARTBEAT_MS = 60_000;
/** Calendar windows of the daily/weekly/monthly limits: Brasília time (UTC-3), weeks from Monday. */
export const RG_TIMEZONE_OFFSET_HOURS = -3;

export const RG_LIMIT_KINDS = ['deposit', 'loss', 'betAmount', 'sessionTime'] as const;
export type TRgLimitKind = (typeof RG_LIMIT_KINDS)[number];
export const RG_LIMIT_PERIODS = ['daily', 'weekly', 'monthly', 'session'] as const;
export type TRgLimitPeriod = (typeof RG_LIMIT_PERIODS)[number];

/** The periods each kind offers (policy table): money per day/week/month, session time per session/day. */
export const RG_PERIODS_OF: Record<TRgLimitKind, readonly TRgLimitPeriod[]> = {
  deposit: ['daily', 'weekly', 'monthly'],
  loss: ['daily', 'weekly', 'monthly'],
  betAmount: ['daily', 'weekly', 'monthly'],
  sessionTime: ['session', 'daily'],
};
export const RG_MAX_MONEY_LIMIT = 1_000_000;
export const RG_MIN_SESSION_MINUTES = 5;
export const RG_MAX_SESSION_MINUTES = 1440;

const ZMinutes = z.number().int('minutos inteiros');

/** One limit as the bettor sees it. Money kinds in reais, sessionTime in minutes. */
export const ZRgLimit = z.object({
  kind: z.enum(RG_LIMIT_KINDS),
  period: z.enum(RG_LIMIT_PERIODS),
  /** the limit in force now (null: none) */
  value: z.number().nullable(),
  /** a raise or removal waiting for its cooling-off period */
  pending: z.object({ value: z.number().nullable(), effectiveAt: z.string() }).nullable(),
  /** what the current window has used (reais or minutes) */
  used: z.number(),
  /** when the current window starts again (null for a per-session limit) */
  resetsAt: z.string().nullable(),
});
export type TRgLimit = z.infer<typeof ZRgLimit>;

export const ZSetRgLimitRequest = z
  .object({
    kind: z.enum(RG_LIMIT_KINDS),
    period: z.enum(RG_LIMIT_PERIODS),
    /** null removes the limit (after the cooling-off period) */
    value: z.number().positive('deve ser maior que zero').nullable(),
  })
  .superRefine((v, ctx) => {
    if (!RG_PERIODS_OF[v.kind].includes(v.period))
      ctx.addIssue({ code: 'custom', path: ['period'], message: `período inválido para ${v.kind}` });
    if (v.value === null) return;
    if (v.kind === 'sessionTime') {
      if (!ZMinutes.safeParse(v.value).success)
        ctx.addIssue({ code: 'custom', path: ['value'], message: 'minutos inteiros' });
      else if (v.value < RG_MIN_SESSION_MINUTES || v.value > RG_MAX_SESSION_MINUTES)
        ctx.addIssue({
          code: 'custom',
          path: ['value'],
          message: `entre ${RG_MIN_SESSION_MINUTES} e ${RG_MAX_SESSION_MINUTES} minutos`,
        });
    } else if (!ZReais.safeParse(v.value).success) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'no máximo 2 casas decimais' });
    } else if (v.value > RG_MAX_MONEY_LIMIT) {
      ctx.addIssue({ code: 'custom', path: ['value'], message: `no máximo ${RG_MAX_MONEY_LIMIT}` });
    }
  });
export type TSetRgLimitRequest = z.infer<typeof ZSetRgLimitRequest>;

/** What a limit change did: at once (lowering, or a first limit) or scheduled after the cooling-off. */
export const ZSetRgLimitAnswer = z.object({
  limit: ZRgLimit,
  immediate: z.boolean(),
  effectiveAt: z.string(),
});
export type TSetRgLimitAnswer = z.infer<typeof ZSetRgLimitAnswer>;

export const ZRgBreakRequest = z.object({
  hours: z
    .number()
    .int()
    .refine((h) => (BREAK_HOURS as readonly number[]).includes(h), { message: 'use 24, 168 ou 720 horas' }),
});
export type TRgBreakRequest = z.infer<typeof ZRgBreakRequest>;

export const ZRgSelfExclusionRequest = z.object({
  months: z
    .number()
    .int('meses inteiros')
    .refine((m) => (m >= 1 && m <= SELF_EXCLUSION_MAX_TIMED_MONTHS) || m === PERMANENT_EXCLUSION_MONTHS, {
      message: `de 1 a ${SELF_EXCLUSION_MAX_TIMED_MONTHS} meses, ou ${PERMANENT_EXCLUSION_MONTHS} (permanente)`,
    }),
});
export type TRgSelfExclusionRequest = z.infer<typeof ZRgSelfExclusionRequest>;

export const RG_RESTRICTION_KINDS = ['break', 'selfExclusion', 'internalBlock'] as const;
export const ZRgRestriction = z.object({
  kind: z.enum(RG_RESTRICTION_KINDS),
  startedAt: z.string(),
  /** null: permanent self-exclusion, or an internal block until support lifts it */
  endsAt: z.string().nullable(),
  months: z.number().int().nullable(),
  hours: z.number().int().nullable(),
});
export type TRgRestriction = z.infer<typeof ZRgRestriction>;

export const ZRgStatus = z.object({
  /** the account status the token carries (Active, Break, SelfExcluded, InternalBlocked ...) */
  status: z.string(),
  restriction: ZRgRestriction.nullable(),
  /** the login answer's autoexclusion (seed 000 section 3) */
  autoexclusion: ZAutoexclusion,
  marketingBlocked: z.boolean(),
  realityCheckMinutes: z.number().int(),
});
export type TRgStatus = z.infer<typeof ZRgStatus>;

export const ZRgRealityCheckRequest = z.object({
  intervalMinutes: z
    .number()
    .int()
    .refine((m) => (REALITY_CHECK_MINUTES as readonly number[]).includes(m), {
      message: 'use 30 ou 60 minutos',
    }),
});

/** The current play session: time connected, its result, the next reminder, the session-time limit. */
export const ZRgPlaySession = z.object({
  startedAt: z.string(),
  playedMinutes: z.number(),
  /** reais staked in the session */
  staked: z.number(),
  /** reais won minus staked in the session (negative: lost) */
  netResult: z.number(),
  realityCheckMinutes: z.number().int(),
  nextRealityCheckAt: z.string(),
  realityCheckDue: z.boolean(),
  /** the session-time limit is reached: play is refused and the client ends the session */
  limitReached: z.boolean(),
});
export type TRgPlaySession = z.infer<typeof ZRgPlaySession>;

export const ZRgRealityCheckAnswerRequest = z.object({ action: z.enum(['continue', 'end']) });

export const RG_HISTORY_ACTIONS = [
  'limit_set',
  'limit_scheduled',
  'limit_applied',
  'break_started',
  'break_ended',
  'self_exclusion_started',
  'self_exclusion_ended',
  'internal_block_started',
  'internal_block_lifted',
  'reality_check_changed',
  'session_ended',
] as const;
export type TRgHistoryAction = (typeof RG_HISTORY_ACTIONS)[number];

export const ZRgHistoryEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  action: z.enum(RG_HISTORY_ACTIONS),
  /** who: the bettor, support (an admin id) or the system (a scheduled change) */
  actor: z.enum(['bettor', 'support', 'system']),
  actorId: z.number().int().nullable(),
  kind: z.string().nullable(),
  period: z.string().nullable(),
  from: z.number().nullable(),
  to: z.number().nullable(),
  effectiveAt: z.string().nullable(),
});
export type TRgHistoryEntry = z.infer<typeof ZRgHistoryEntry>;

export const ZRgInternalBlockRequest = z.object({
  blocked: z.boolean(),
  reason: z.string().trim().min(3, 'descreva o motivo').max(500),
});

/** 'autoexclusão de 3 meses', 'autoexclusão de 1 ano', 'autoexclusão de 2 anos' (seed 001 section 2). */
export function exclusionLengthText(months: number): string {
  if (months < MONTHS_PER_YEAR) return `autoexclusão de ${months} ${months === 1 ? 'mês' : 'meses'}`;
  const years = Math.floor(months / MONTHS_PER_YEAR);
  return `autoexclusão de ${years} ${years === 1 ? 'ano' : 'anos'}`;
}

export const isPermanentExclusion = (months: number) => months >= PERMANENT_EXCLUSION_MONTHS;

export * from './responsible-gaming-constants';

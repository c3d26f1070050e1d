import { centavosToReais } from '@placar/contract';
import type { Kysely } from 'kysely';
import type { Platform } from '../../platform/context';
import { AppError } from '../../platform/errors';
import { getUserIdentity } from '../account';
import { getPlayTotals } from '../wallet';
import { type Limit, limitsInForce } from './limits';
import { touchPlaySession } from './play-session';
import { activeRestrictions, refusalOf, rgError } from './restrictions';
import { rgNow } from './rg.config';
import { gateOutcome, readStakeGate, type StakeGate } from './stake-gate';
import { windowOf } from './windows';

type Window = Exclude<Limit['period'], 'session'>;
const moneyLimits = (limits: Limit[], kind: Limit['kind']) =>
  limits.filter((l): l is Limit & { period: Window } => l.kind === kind && l.period !== 'session');

/** A 403 for users the account module restricts outside this module's records (e.g. support tools). */
async function assertAccountMayPlay(platform: Platform, userId: number) {
  const user = await getUserIdentity(platform, userId);
  if (!user) throw new AppError('UNAUTHORIZED');
  if (user.status === 'InternalBlocked')
    throw new AppError('INTERNAL_BLOCKED', { context: { status: user.status } });
  if (user.status === 'SelfExcluded')
    throw new AppError('SELF_EXCLUDED', { context: { status: user.status } });
  if (user.status === 'Break') throw rgError('RESPONSABLE_GAME_BREAK_TIME');
}

async function assertNotRestricted(executor: Platform['db'] | Kysely<object>, userId: number, now: Date) {
  const [strongest] = await activeRestrictions(executor, userId, now);
  if (strongest) throw refusalOf(strongest);
}

const limitContext = (l: Limit & { period: Window }, used: number, now: Date) => ({
  field: 'amount',
  period: l.period,
  limit: centavosToReais(l.value),
  remaining: centavosToReais(Math.max(0, l.value - used)),
  resetsAt: windowOf(l.period, now).end.toISOString(),
});

type StakeVerdict = { allowed: boolean; remainingCentavos: number | null; refusal?: AppError };

/**
 * The stake checks shared by bets and casino debits: session time (403 SESSION_TIME_LIMIT_REACHED),
 * bet amount (422 BET_AMOUNT_LIMIT_EXCEEDED: staked in the window + this stake over the limit) and
 * loss (net loss in the window + this stake over the limit). Exactly at a limit is allowed.
 */
async function judgeStake(
  platform: Platform,
  executor: Platform['db'] | Kysely<object>,
  userId: number,
  amount: number,
  now: Date,
): Promise<StakeVerdict> {
  const limits = await limitsInForce(executor, userId, now);
  if (limits.length === 0) return { allowed: true, remainingCentavos: null };
  if (limits.some((l) => l.kind === 'sessionTime')) {
    const { reached } = await touchPlaySession(executor, userId, now, limits);
    if (reached) throw rgError('SESSION_TIME_LIMIT_REACHED');
  }
  const bet = moneyLimits(limits, 'betAmount');
  const loss = moneyLimits(limits, 'loss');
  if (bet.length === 0 && loss.length === 0) return { allowed: true, remainingCentavos: null };
  const windows = [...bet, ...loss].map((l) => windowOf(l.period, now).start);
  const totals = await getPlayTotals(platform, userId, windows, { trx: executor });
  for (const [i, l] of bet.entries()) {
    const staked = totals[i]!.staked;
    if (staked + amount > l.value) throw rgError('BET_AMOUNT_LIMIT_EXCEEDED', limitContext(l, staked, now));
  }
  let remaining: number | null = null;
  let refusal: AppError | undefined;
  for (const [j, l] of loss.entries()) {
    const netLoss = -totals[bet.length + j]!.net;
    const left = l.value - netLoss;
    remaining = remaining === null ? left : Math.min(remaining, left);
    if (netLoss + amount > l.value && !refusal)
      refusal = rgError('LOSS_LIMIT_EXCEEDED', limitContext(l, netLoss, now));
  }
  return {
    allowed: !refusal,
    remainingCentavos: remaining === null ? null : Math.max(0, remaining),
    ...(refusal ? { refusal } : {}),
  };
}

/**
 * The betting module's hook (placement and GET /api/ResponsibleGame/Validator/Lost): may this user
 * risk `amountCentavos` more? Pauses, exclusions and blocks refuse with 403; the bet-amount and
 * session-time limits refuse with their codes; the loss limit answers `allowed: false` (betting
 * rejects the ticket with LOSS_LIMIT_EXCEEDED) and what may still be lost.
 */
export async function checkLossLimit(platform: Platform, userId: number, amountCentavos: number) {
  const now = rgNow(platform);
  await assertNotRestricted(platform.db, userId, now);
  await assertAccountMayPlay(platform, userId);
  const verdict = await judgeStake(platform, platform.db, userId, amountCentavos, now);
  return { allowed: verdict.allowed, remainingCentavos: verdict.remainingCentavos };
}

/**
 * The casino's seamless debit (aggregators, Placar Originals, crash), inside its transaction `trx`:
 * restrictions (403), then the stake limits; a refused loss is 422 LOSS_LIMIT_EXCEEDED. One statement
 * (rg_stake_gate()) for a user without stake limits; the limits are judged only when there are some.
 */
export async function assertCasinoStakeAllowed(
  platform: Platform,
  userId: number,
  amountCentavos: number,
  trx: Kysely<object>,
) {
  const now = rgNow(platform);
  await settleStakeGate(platform, userId, amountCentavos, trx, await readStakeGate(trx, userId, now), now);
}

/**
 * The rest of assertCasinoStakeAllowed once rg_stake_gate() answered (run by the caller's own
 * statement at stakeGateNow, as the casino debit does): a restriction is refused with its code, limits
 * are judged against the stake in `trx`, and no answer means nothing to check.
 */
export async function settleStakeGate(
  platform: Platform,
  userId: number,
  amountCentavos: number,
  trx: Kysely<object>,
  gate: StakeGate,
  now = rgNow(platform),
) {
  const { refusal, judge } = gateOutcome(gate);
  if (refusal) throw refusal;
  if (!judge) return;
  const verdict = await judgeStake(platform, trx, userId, amountCentavos, now);
  if (verdict.refusal) throw verdict.refusal;
}

/**
 * The Pix deposit's check: no pause, exclusion or block (403), and every deposit limit holds
 * (422 DEPOSIT_LIMIT_EXCEEDED). `depositedSince` answers the centavos deposited since a moment
 * (paid and still payable charges: the payments module knows them).
 */
export async function assertDepositWithinLimits(
  platform: Platform,
  userId: number,
  amountCentavos: number,
  depositedSince: (since: Date) => Promise<number>,
) {
  const now = rgNow(platform);
  await assertNotRestricted(platform.db, userId, now);
  await assertAccountMayPlay(platform, userId);
  const limits = moneyLimits(await limitsInForce(platform.db, userId, now), 'deposit');
  for (const l of limits) {
    const used = await depositedSince(windowOf(l.period, now).start);
    if (used + amountCentavos > l.value) {
      const context = limitContext(l, used, now);
      throw rgError('DEPOSIT_LIMIT_EXCEEDED', context);
    }
  }
}

import { randomBytes } from 'node:crypto';
import { PLACAR_ORIGINALS_PROVIDER_ID, type TCrashState } from '@placar/contract';
import type { Platform } from '../../../platform/context';
import { AppError } from '../../../platform/errors';
import { type CasinoSession, resolveSession } from '../launch/casino-sessions';
import { assertCasinoOpen } from '../launch/launch-rules';
import type { CrashLoop } from './crash-loop';

/**
 * Crash on every node. The node holding the 'casino-crash' lock runs the rounds (CrashLoop, in memory);
 * any node takes the player's calls: where the loop runs they go to it, elsewhere they travel over the
 * bus to that node (`rpc.casino-crash.request`, answered on `rpc.casino-crash.reply.<node>`) and its
 * answer, or its refusal with the same code and status, comes back. The launch token travels with the
 * call and the loop's node checks it again. No loop anywhere (a leadership change, or a single node
 * whose loop has not started): 503 GAME_IN_MAINTENANCE.
 *
 * The loop's node announces itself every CRASH_BEACON_MS on `rpc.casino-crash.leader`, and says when
 * its loop stops: a node forwards only while it has heard a running loop lately (or has just started
 * and not heard yet), so during a leadership change calls are refused at once instead of waiting
 * for the forward timeout.
 */
export type CrashCall =
  | { op: 'state'; token: string | null }
  | { op: 'bet'; token: string; amount: number; auto: number | null; key?: string }
  | { op: 'cashout'; token: string; key?: string }
  | { op: 'close'; userId: number };
export type BetAnswer = { betId: number; roundId: number; balance: number };
export type CashoutAnswer = { multiplier: number; win: number };

type Request = { id: string; replyTo: string; call: CrashCall };
type Reply =
  | { id: string; ok: true; data: unknown }
  | {
      id: string;
      ok: false;
      error: { code: string; status: number; message: string; context?: Record<string, unknown> };
    };

const REQUESTS = 'rpc.casino-crash.request';
const replies = (node: string) => `rpc.casino-crash.reply.${node}`;
const LEADER = 'rpc.casino-crash.leader';
type Beacon = { node: string; up: boolean };
/** How long a forwarded call waits for the loop's node (a bet's debit included). */
export const CRASH_FORWARD_TIMEOUT_MS = 1_500;
/** The loop's node says it runs the rounds this often... */
export const CRASH_BEACON_MS = 500;
/** ...and is taken for gone when not heard for this long. */
const LEADER_SILENT_MS = 3 * CRASH_BEACON_MS;

const maintenance = () => new AppError('GAME_IN_MAINTENANCE');

export class CrashGateway {
  private readonly node = randomBytes(8).toString('hex');
  private readonly waiting = new Map<
    string,
    { resolve: (data: unknown) => void; reject: (e: unknown) => void; timer: NodeJS.Timeout }
  >();
  private seq = 0;
  private readonly unsubscribe: (() => void)[] = [];
  private readonly since = Date.now();
  /** When another node last said it runs the loop (0: never, or it said it stopped). */
  private leaderSeenAt = 0;
  private leaderGone = false;
  private announced = false;
  private beacons: NodeJS.Timeout | undefined;

  constructor(
    private readonly platform: Platform,
    private readonly loopOf: () => CrashLoop | undefined,
    private readonly timeoutMs = CRASH_FORWARD_TIMEOUT_MS,
  ) {
    // a single process has no other node to ask
    if (platform.bus.kind === 'memory') return;
    this.unsubscribe.push(
      platform.bus.subscribe<Request>(REQUESTS, (msg) => {
        if (this.loopOf()?.round) void this.answer(msg.data);
      }),
      platform.bus.subscribe<Reply>(replies(this.node), (msg) => this.settle(msg.data)),
      platform.bus.subscribe<Beacon>(LEADER, ({ data }) => {
        if (data.node === this.node) return;
        this.leaderSeenAt = data.up ? Date.now() : 0;
        this.leaderGone = !data.up;
      }),
    );
    this.beacons = setInterval(() => this.announce(), CRASH_BEACON_MS);
    this.beacons.unref();
  }

  /**
   * Tells the other nodes whether this one runs the loop (on a timer, and at once when the loop
   * starts or stops): they forward calls only to a loop they have heard of lately.
   */
  announce() {
    if (this.platform.bus.kind === 'memory') return;
    const up = this.loopOf()?.round != null;
    if (!up && !this.announced) return;
    this.announced = up;
    this.platform.bus.publish<Beacon>(LEADER, { node: this.node, up });
  }

  /** Whether a call is worth forwarding: a loop was heard of lately, or this node has just started. */
  private leaderLikely() {
    const now = Date.now();
    if (this.leaderSeenAt > 0) return now - this.leaderSeenAt <= LEADER_SILENT_MS;
    return !this.leaderGone && now - this.since <= LEADER_SILENT_MS;
  }

  close() {
    clearInterval(this.beacons);
    if (this.announced) this.platform.bus.publish<Beacon>(LEADER, { node: this.node, up: false });
    this.announced = false;
    for (const u of this.unsubscribe) u();
    for (const w of this.waiting.values()) {
      clearTimeout(w.timer);
      w.reject(maintenance());
    }
    this.waiting.clear();
  }

  state(token: string | null) {
    return this.call({ op: 'state', token }) as Promise<TCrashState>;
  }
  /** `key`: the client's Idempotency-Key (a retry answers the first answer). */
  bet(token: string, amount: number, auto: number | null, key?: string) {
    return this.call({ op: 'bet', token, amount, auto, ...(key ? { key } : {}) }) as Promise<BetAnswer>;
  }
  /** A player who may no longer play: their bet of the round now refunded or cashed out. */
  closePlayer(userId: number) {
    return this.call({ op: 'close', userId }) as Promise<'refunded' | 'cashedOut' | 'none'>;
  }
  cashout(token: string, key?: string) {
    return this.call({ op: 'cashout', token, ...(key ? { key } : {}) }) as Promise<CashoutAnswer>;
  }

  /** The call where the loop runs: here, or forwarded to its node. */
  private call(call: CrashCall): Promise<unknown> {
    const loop = this.loopOf();
    if (loop?.round) return runCrashCall(this.platform, loop, call);
    if (this.platform.bus.kind === 'memory' || !this.leaderLikely()) return Promise.reject(maintenance());
    return new Promise((resolve, reject) => {
      this.seq += 1;
      const id = `${this.node}-${this.seq}`;
      const timer = setTimeout(() => {
        this.waiting.delete(id);
        reject(maintenance());
      }, this.timeoutMs);
      timer.unref?.();
      this.waiting.set(id, { resolve, reject, timer });
      const request: Request = { id, replyTo: replies(this.node), call };
      this.platform.bus.publish(REQUESTS, request);
    });
  }

  /** This node runs the loop: the call of another node, answered on its reply subject. */
  private async answer(request: Request) {
    let reply: Reply;
    try {
      const data = await runCrashCall(this.platform, this.loopOf()!, request.call);
      reply = { id: request.id, ok: true, data };
    } catch (error) {
      if (!(error instanceof AppError))
        this.platform.log.error({ err: error }, 'crash: a forwarded call failed');
      const e = error instanceof AppError ? error : new AppError('INTERNAL');
      reply = {
        id: request.id,
        ok: false,
        error: {
          code: e.code,
          status: e.status,
          message: e.publicMessage,
          ...(e.context ? { context: e.context } : {}),
        },
      };
    }
    this.platform.bus.publish(request.replyTo, reply);
  }

  private settle(reply: Reply) {
    const w = this.waiting.get(reply.id);
    if (!w) return;
    this.waiting.delete(reply.id);
    clearTimeout(w.timer);
    if (reply.ok) w.resolve(reply.data);
    else
      w.reject(
        new AppError(reply.error.code, {
          status: reply.error.status,
          message: reply.error.message,
          ...(reply.error.context ? { context: reply.error.context } : {}),
        }),
      );
  }
}

/** A Placar Originals launch session for a call that bets: the casino open, the token valid. */
async function bettingSession(platform: Platform, token: string) {
  await assertCasinoOpen(platform);
  const s = await resolveSession(platform, token);
  if (s.providerId !== PLACAR_ORIGINALS_PROVIDER_ID) throw new AppError('CASINO_TOKEN_INVALID');
  return s;
}

/** State's optional player: a valid Placar Originals launch token, else none (the round is public). */
async function watchingPlayer(platform: Platform, token: string | null): Promise<CasinoSession | null> {
  if (!token) return null;
  try {
    const s = await resolveSession(platform, token);
    return s.providerId === PLACAR_ORIGINALS_PROVIDER_ID ? s : null;
  } catch (error) {
    if (error instanceof AppError) return null;
    throw error;
  }
}

/** A call on the node that runs the loop. */
export async function runCrashCall(platform: Platform, loop: CrashLoop, call: CrashCall): Promise<unknown> {
  if (call.op === 'state') {
    const player = await watchingPlayer(platform, call.token);
    if (!loop.round) throw maintenance();
    const chain = loop.chainInfo()!;
    return {
      ...loop.tickPayload(),
      cashouts: [],
      myBet: player ? loop.myBet(player) : null,
      chainAnchor: chain.anchor,
      chainIndex: loop.round.chainIndex,
      salt: chain.salt,
      serverNow: Date.now(),
    } satisfies TCrashState;
  }
  if (call.op === 'close') return loop.closeForPlayer(`u:${call.userId}`);
  const session = await bettingSession(platform, call.token);
  if (call.op === 'bet') return loop.placeBet(session, call.amount, call.auto, call.key);
  const r = await loop.cashOut(session, call.key);
  return { multiplier: r.multiplier, win: r.win };
}

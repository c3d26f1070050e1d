import { z } from 'zod';
import { defineRoute } from '../route';
import { CASINO_PAGE_SIZE } from './constants';
import {
  CRASH_ROUNDS_KEPT,
  ZCrashBetAnswer,
  ZCrashBetRequest,
  ZCrashCashoutAnswer,
  ZCrashRoundsPage,
  ZCrashRoundsQuery,
  ZCrashState,
} from './crash';
import { CASINO_TOKEN_HEADER } from './originals';
import { ZCasinoMoneyHeaders } from './originals-routes';

const tags = ['casino-originals'] as const;
const MOVE = ['CASINO_TOKEN_INVALID', 'GAME_IN_MAINTENANCE', 'IDEMPOTENCY_CONFLICT'] as const;

/** Crash's shared rounds, for the game client (stream: GET /stream/casino/crash). */
export const casinoCrashApi = {
  state: defineRoute({
    method: 'GET',
    path: '/api/Casino/Originals/crash/State',
    summary:
      "The shared crash round now; myBet: the launch token player's bet in it (none without a valid token)",
    tags,
    auth: 'public',
    headers: z.object({ [CASINO_TOKEN_HEADER]: z.string().max(200).optional() }).passthrough(),
    answer: ZCrashState,
    errors: ['GAME_IN_MAINTENANCE'],
  }),
  rounds: defineRoute({
    method: 'GET',
    path: '/api/Casino/Originals/crash/Rounds',
    summary: `Rounds that ended (crashed, or cancelled with their bets refunded), newest first (page ${CASINO_PAGE_SIZE.crashRounds}, the last ${CRASH_ROUNDS_KEPT}): crash point, seed hash and revealed seed, chain proof`,
    tags,
    auth: 'public',
    query: ZCrashRoundsQuery,
    answer: ZCrashRoundsPage,
  }),
  bet: defineRoute({
    method: 'POST',
    path: '/api/Casino/Originals/crash/Bet',
    summary: 'Bet on the next crash round (betting phase)',
    tags,
    auth: 'casinoToken',
    headers: ZCasinoMoneyHeaders,
    body: ZCrashBetRequest,
    answer: ZCrashBetAnswer,
    errors: [...MOVE, 'CRASH_BETTING_CLOSED', 'INSUFFICIENT_FUNDS'],
  }),
  cashout: defineRoute({
    method: 'POST',
    path: '/api/Casino/Originals/crash/Cashout',
    summary: 'Cash out the running crash bet',
    tags,
    auth: 'casinoToken',
    headers: ZCasinoMoneyHeaders,
    answer: ZCrashCashoutAnswer,
    errors: [...MOVE, 'CRASH_NO_BET'],
  }),
} as const;

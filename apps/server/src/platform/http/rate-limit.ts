import { isIPv6 } from 'node:net';
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { TConfig as Config } from '../config';
import { AppError } from '../errors';

/** Paths the API answers under; everything else a GET reaches is the web client (files or pages). */
export const API_PREFIXES = [
  '/api/',
  '/fb/',
  '/labels/',
  '/flags/',
  '/stream/',
  '/storage/',
  '/dev/',
  '/sandbox/',
];

/**
 * What a request spends, per client address and minute (docs/ARCHITECTURE.md, "Rate limits"):
 * - `none`: the web client's files and pages (bundle, images, fonts, service worker, manifest),
 *   probes, streams (one long request each) and the casino aggregators' signed wallet calls (one
 *   address for all their players). Pix webhooks and probes also say so on their routes.
 * - `read`: GET/HEAD of the API (odds, match lists, balance, history, flags, labels): generous.
 * - `write`: any other method (bets, casino plays, payments, settings).
 * Sign-in, registration, PIN, password reset and re-authentication have their own strict budget per
 * route (their routes' `config.rateLimit`, LOGIN_RATE_LIMIT_PER_MINUTE), counted apart from these.
 */
export type RateLimitClass = 'none' | 'read' | 'write';

const UNLIMITED_PREFIXES = ['/stream/', '/api/casino/provider/'];
const PROBES = new Set(['/healthz', '/readyz', '/metrics']);

export function rateLimitClass(method: string, url: string): RateLimitClass {
  const path = url.split('?')[0] ?? '/';
  const reads = method === 'GET' || method === 'HEAD';
  if (PROBES.has(path)) return 'none';
  if (UNLIMITED_PREFIXES.some((p) => path.toLowerCase().startsWith(p))) return 'none';
  if (!API_PREFIXES.some((p) => path.startsWith(p))) return reads ? 'none' : 'write';
  return reads ? 'read' : 'write';
}

/** Requests per minute and client address of each limited class. */
export function rateLimitBudgets(config: Pick<Config, 'RATE_LIMIT_PER_MINUTE'>) {
  return { read: config.RATE_LIMIT_PER_MINUTE * 2, write: config.RATE_LIMIT_PER_MINUTE } as const;
}

/**
 * The client's address as the limit counts it: IPv4 as it is, an IPv4-mapped IPv6 as its IPv4,
 * other IPv6 by their /64 (one subscriber's network), as the plugin's own key does.
 */
export function clientAddressKey(ip: string): string {
  if (!isIPv6(ip)) return ip.toLowerCase();
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  const [head = '', tail] = ip.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

const classOf = (request: FastifyRequest) => rateLimitClass(request.method, request.url);

/** The options of @fastify/rate-limit for the table above (the store is the caller's). */
export function rateLimitOptions(
  config: Pick<Config, 'RATE_LIMIT_PER_MINUTE'>,
): Omit<RateLimitPluginOptions, 'redis' | 'nameSpace'> {
  const budgets = rateLimitBudgets(config);
  return {
    global: true,
    timeWindow: 60_000,
    // two counters per address (reads, writes)
    cache: 20_000,
    keyGenerator: (request) => `${clientAddressKey(request.ip)}|${classOf(request)}`,
    max: (request) => (classOf(request) === 'write' ? budgets.write : budgets.read),
    allowList: (request) => classOf(request) === 'none',
    // Redis unreachable: requests go through unlimited rather than every one failing with the counter.
    skipOnError: true,
    errorResponseBuilder: (_request, context) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError('TOO_MANY_REQUESTS', {
        message: `Muitas requisições. Tente novamente em ${seconds} s.`,
        context: { retryAfterSeconds: seconds },
      });
    },
  };
}

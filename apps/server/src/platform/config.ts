import { z } from 'zod';
import { identityConfigProblems } from '../modules/identity/identity.config';
import { paymentsConfigProblems } from '../modules/payments/payments.config';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const url = (protocols: string[]) =>
  z
    .string()
    .url()
    .refine((v) => protocols.some((p) => v.startsWith(`${p}:`)), {
      message: `must start with ${protocols.map((p) => `${p}://`).join(' or ')}`,
    });

/** Every setting of the server, read from the environment once at start-up. */
export const ZConfig = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  /** The public address links point to (e-mails, answers); required in production (platform/public-url.ts). */
  PUBLIC_URL: url(['http', 'https'])
    .refine((v) => !/[?#]/.test(v), { message: 'must be an address without query or fragment' })
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** PostgreSQL in production; unset means embedded PGlite in DATA_DIR (or memory for tests). */
  DATABASE_URL: url(['postgres', 'postgresql']).optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_IN_MEMORY: bool.default(false),
  /** How long a call waits for a PostgreSQL connection before failing (a retryable 503), not hanging. */
  DATABASE_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(5_000),
  NATS_URL: url(['nats', 'tls']).optional(),
  REDIS_URL: url(['redis', 'rediss']).optional(),
  /**
   * This deployment's space on a shared NATS or Redis: the prefix of every bus subject and cache key
   * (rate limiter included). Nodes of one deployment share it; another deployment takes its own.
   */
  DEPLOYMENT_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,64}$/, 'letters, digits, _ or - (at most 64), e.g. placar-prod')
    .default('placar'),
  SMTP_URL: url(['smtp', 'smtps']).optional(),
  MAIL_FROM: z.string().default('Placar <nao-responda@placar.bet.br>'),
  /** S3-compatible object store; unset means local files behind HMAC-signed URLs. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
  /** Secrets: required in production, generated per process in development and tests. */
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  URL_SIGNING_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(60).max(86_400).default(900),
  RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(600),
  /** Serve the built client from apps/web/dist. */
  SERVE_WEB: bool.default(true),
  /** Demo accounts and sandbox deposit on first start in embedded mode. */
  SEED_DEMO: bool.optional(),
  /** Dev mailbox page (/dev/mailbox); never on in production. */
  DEV_MAILBOX: bool.optional(),
  /** The dev mailbox answers only loopback clients (the socket's address) unless this is on. */
  DEV_MAILBOX_ALLOW_REMOTE: bool.default(false),
  /** Odds simulator: seed and time compression (1 = real time). */
  SIMULATOR_ENABLED: bool.default(true),
  SIMULATOR_SEED: z.coerce.number().int().default(20261121),
  SIMULATOR_SPEED: z.coerce.number().positive().max(1000).default(1),
  /** A node that has seen no odds for this long while matches are live reports the feed stale. */
  FEED_STALE_AFTER_SECONDS: z.coerce.number().int().min(5).max(3600).default(30),
  TRUST_PROXY: bool.default(false),
  /** Accounts (modules/account) and region check (modules/region). */
  REGION_ALLOWED_COUNTRIES: z
    .string()
    .regex(/^[A-Z]{2}(,[A-Z]{2})*$/, 'comma-separated ISO country codes, e.g. BR')
    .default('BR'),
  /** Loopback and private addresses pass the region check (development); off in production by default. */
  REGION_ALLOW_LOCAL: bool.optional(),
  CAPTCHA_PROVIDER: z.enum(['none', 'dev', 'turnstile', 'hcaptcha']).optional(),
  CAPTCHA_SITE_KEY: z.string().optional(),
  CAPTCHA_SECRET: z.string().optional(),
  /** Google sign-in: the OAuth client id (audience); issuer and keys are configurable for tests. */
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_ISSUER: z.string().default('https://accounts.google.com'),
  GOOGLE_JWKS_URL: z.string().url().default('https://www.googleapis.com/oauth2/v3/certs'),
  /** A JSON Web Key Set given inline (tests run their own issuer); wins over GOOGLE_JWKS_URL. */
  GOOGLE_JWKS_JSON: z.string().optional(),
  LOGIN_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(30),
  /**
   * Casino wallet: statements a node keeps in flight at once on PostgreSQL (casino/wallet/wallet-batcher.ts);
   * calls made meanwhile wait and go together. About the database's cores per node; PGlite always 1.
   */
  CASINO_WALLET_STATEMENTS: z.coerce.number().int().min(1).max(64).default(2),
});

export type TConfig = Omit<z.infer<typeof ZConfig>, 'REGION_ALLOW_LOCAL' | 'CAPTCHA_PROVIDER'> & {
  REGION_ALLOW_LOCAL: boolean;
  CAPTCHA_PROVIDER: 'none' | 'dev' | 'turnstile' | 'hcaptcha';
  embedded: boolean;
  jwtSecret: string;
  urlSigningSecret: string;
  webhookSecret: string;
};

export class ConfigError extends Error {}

export function loadConfig(env: Record<string, string | undefined> = process.env): TConfig {
  const parsed = ZConfig.safeParse(stripEmpty(env));
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  - ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const c = parsed.data;
  const production = c.NODE_ENV === 'production';
  if (production) {
    const missing = (['JWT_SECRET', 'URL_SIGNING_SECRET', 'WEBHOOK_SECRET'] as const).filter((k) => !c[k]);
    if (missing.length > 0) {
      throw new ConfigError(
        `Invalid configuration:\n${missing.map((k) => `  - ${k}: required in production`).join('\n')}`,
      );
    }
    if (c.DEV_MAILBOX)
      throw new ConfigError('Invalid configuration:\n  - DEV_MAILBOX: not allowed in production');
  }
  if (production && c.CAPTCHA_PROVIDER === 'dev')
    throw new ConfigError('Invalid configuration:\n  - CAPTCHA_PROVIDER: dev is not allowed in production');
  // Registration and login without a captcha are open to bots: production names a real provider.
  if (production && c.CAPTCHA_PROVIDER !== 'turnstile' && c.CAPTCHA_PROVIDER !== 'hcaptcha')
    throw new ConfigError(
      'Invalid configuration:\n  - CAPTCHA_PROVIDER: required in production (turnstile or hcaptcha)',
    );
  if ((c.CAPTCHA_PROVIDER === 'turnstile' || c.CAPTCHA_PROVIDER === 'hcaptcha') && !c.CAPTCHA_SECRET)
    throw new ConfigError('Invalid configuration:\n  - CAPTCHA_SECRET: required with CAPTCHA_PROVIDER');
  if ((c.CAPTCHA_PROVIDER === 'turnstile' || c.CAPTCHA_PROVIDER === 'hcaptcha') && !c.CAPTCHA_SITE_KEY)
    throw new ConfigError('Invalid configuration:\n  - CAPTCHA_SITE_KEY: required with CAPTCHA_PROVIDER');
  // Links e-mailed to users (password reset, unusual login) come from here, never from the request's Host.
  if (production && !c.PUBLIC_URL)
    throw new ConfigError(
      'Invalid configuration:\n  - PUBLIC_URL: required in production (e.g. https://placar.bet.br)',
    );
  if (c.S3_ENDPOINT && !c.S3_BUCKET)
    throw new ConfigError('Invalid configuration:\n  - S3_BUCKET: required with S3_ENDPOINT');
  // Sandbox adapters (the stand-in bank, the file-name KYC) never run in production; a real provider's
  // settings must all be there before the node starts.
  const adapterProblems = [
    ...paymentsConfigProblems(env, production),
    ...identityConfigProblems(env, production),
  ];
  if (adapterProblems.length > 0)
    throw new ConfigError(`Invalid configuration:\n${adapterProblems.map((l) => `  - ${l}`).join('\n')}`);
  const embedded = !c.DATABASE_URL;
  return {
    ...c,
    embedded,
    SEED_DEMO: c.SEED_DEMO ?? (embedded && !production),
    DEV_MAILBOX: c.DEV_MAILBOX ?? !production,
    REGION_ALLOW_LOCAL: c.REGION_ALLOW_LOCAL ?? !production,
    CAPTCHA_PROVIDER: c.CAPTCHA_PROVIDER ?? (c.NODE_ENV === 'development' ? 'dev' : 'none'),
    jwtSecret: c.JWT_SECRET ?? randomSecret(),
    urlSigningSecret: c.URL_SIGNING_SECRET ?? randomSecret(),
    webhookSecret: c.WEBHOOK_SECRET ?? randomSecret(),
  };
}

function stripEmpty(env: Record<string, string | undefined>) {
  return Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v !== ''));
}

function randomSecret() {
  return crypto.getRandomValues(new Uint8Array(32)).reduce((s, b) => s + b.toString(16).padStart(2, '0'), '');
}

import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';
import { isPlatformHost, SHORT_LINK_HOSTS, usernameSchema } from '@curio/shared';

/**
 * The one place that reads the environment. A bad value stops start-up with one line naming the
 * variable (see main.ts).
 */
const booleanFlag = z
  .enum(['1', '0', 'true', 'false', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['1', 'true', 'yes', 'on'].includes(v));

/**
 * Which hops may say who the client is (`X-Forwarded-For`): none (the socket's address is the
 * client), every hop, the first N hops from this server, or the hops at these addresses.
 */
export type TrustProxy = boolean | number | string[];

/** proxy-addr's names for address ranges, which Fastify accepts beside addresses and CIDRs. */
const PROXY_RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);

function isAddressOrCidr(entry: string): boolean {
  if (PROXY_RANGE_NAMES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const family = isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}

/**
 * `host=origin,…`: where requests for a platform's host go instead (a stand-in server in tests
 * and local runs). Only the platforms' hosts can be named; the origin is a bare http(s) address.
 */
function parseShortLinkAddresses(value: string | undefined): Record<string, string> | undefined {
  const pairs = (value ?? '').split(',').filter((pair) => pair.trim() !== '');
  const addresses: Record<string, string> = {};
  for (const pair of pairs) {
    const [host = '', origin = ''] = pair.split('=').map((part) => part.trim());
    const known = host in SHORT_LINK_HOSTS || isPlatformHost(host);
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (!known || !url || !/^https?:$/.test(url.protocol) || url.origin !== origin)
      return undefined;
    addresses[host.toLowerCase()] = origin;
  }
  return addresses;
}

function parseTrustProxy(value: string | undefined): TrustProxy | undefined {
  const text = (value ?? 'off').trim().toLowerCase();
  if (['off', 'false', 'no', '0'].includes(text)) return false;
  if (['true', 'on', 'yes'].includes(text)) return true;
  if (/^\d+$/.test(text)) return Number(text) <= 100 ? Number(text) : undefined;
  const entries = text.split(',').map((entry) => entry.trim());
  return entries.every(isAddressOrCidr) ? entries : undefined;
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/, message: 'must be a postgres:// or postgresql:// URL' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATABASE_POOL_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(3000),
  DATABASE_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5000),
  DATABASE_LOCK_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(3000),
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, message: 'must be a redis:// or rediss:// URL' })
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).max(100).default('curio:'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PUBLIC_URL: z.url().optional(),
  ADMIN_USERNAME: usernameSchema.optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  DEMO_DATA: booleanFlag.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().min(1).optional(),
  WEB_DEV: booleanFlag.optional(),
  OLD_WEBSITE_URL: z.url().optional(),
  TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 90)
    .default(24 * 7),
  AUTH_RATE_LIMIT: z.coerce.number().int().min(1).max(100_000).default(10),
  TRUST_PROXY: z
    .string()
    .optional()
    .refine((value) => parseTrustProxy(value) !== undefined, {
      message: 'must be off, true, a hop count or a comma list of addresses/CIDRs',
    }),
  CATALOG_SYNC_MS: z.coerce.number().int().min(0).max(60_000).default(1000),
  OIDC_ISSUER: z.url().default('https://accounts.google.com'),
  GOOGLE_CLIENT_ID: z.string().min(1).optional(),
  GOOGLE_CLIENT_SECRET: z.string().min(1).optional(),
  SMTP_URL: z
    .url({ protocol: /^smtps?$/, message: 'must be an smtp:// or smtps:// URL' })
    .optional(),
  CONTACT_RECIPIENT: z.email().optional(),
  CONTACT_SENDER: z.string().min(3).default('Curio <no-reply@curio.local>'),
  /** Sender of account mail (verification, password reset); CONTACT_SENDER when unset. */
  MAIL_FROM: z.string().min(3).optional(),
  SENTRY_DSN: z.url().optional(),
  WEB_SENTRY_DSN: z.url().optional(),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/, message: 'must be an http:// or https:// URL' })
    .optional(),
  S3_BUCKET: z
    .string()
    .regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, 'must be an S3 bucket name (3–63 of a-z 0-9 . -)')
    .optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'must be a region name such as eu-west-1')
    .optional(),
  S3_FORCE_PATH_STYLE: booleanFlag.optional(),
  SHORT_LINK_TIMEOUT_MS: z.coerce.number().int().min(100).max(10_000).default(3000),
  SHORT_LINK_ADDRESSES: z
    .string()
    .optional()
    .refine((value) => parseShortLinkAddresses(value) !== undefined, {
      message: "must be a comma list of host=origin, each host one of the platforms'",
    }),
});

type Env = z.infer<typeof envSchema>;

/** Every variable the server reads (README and .env.example document each; a test checks). */
export const ENV_VARIABLES = Object.keys(envSchema.shape);

export interface Config {
  env: Env['NODE_ENV'];
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** PostgreSQL only: connections per instance, and how long a request waits for one (then 503). */
  databasePool: { size: number; timeoutMs: number };
  /**
   * PostgreSQL only: the longest a statement may run, and wait for a lock, before it is cancelled
   * (the request gets a 503). PGlite accepts the settings but does not enforce them.
   */
  databaseTimeouts: { statementMs: number; lockMs: number };
  /** Shared rate limits and lockouts when several instances run; undefined: in memory. */
  redis: { url: string; keyPrefix: string } | undefined;
  jwtSecret: string | undefined;
  publicUrl: string;
  admin: { username: string; email: string; password: string } | undefined;
  demoData: boolean;
  logLevel: Env['LOG_LEVEL'];
  webDistDir: string | undefined;
  /** Development: the web app rendered from its sources by Vite inside this server (npm run dev). */
  webDev: boolean;
  oldWebsiteUrl: string | undefined;
  tokenTtlHours: number;
  /** Sign-in, sign-up and two-factor attempts per IP and minute. */
  authRateLimit: number;
  /** Fastify's `trustProxy`: where the client address (rate limits, lockouts, logs) comes from. */
  trustProxy: TrustProxy;
  /**
   * How stale this server's in-memory catalogue index may get before a read checks the database
   * for other servers' writes (its own writes are seen at once); 0 checks on every read.
   */
  catalogSyncMs: number;
  /** Google sign-in (OpenID Connect); undefined when not configured. */
  google: { issuer: string; clientId: string; clientSecret: string } | undefined;
  /** Contact messages are forwarded by mail when both are set. */
  mail: { smtpUrl: string; recipient: string; sender: string } | undefined;
  /**
   * Account mail (verification, password reset): over SMTP when SMTP_URL is set, else written as
   * .eml files under DATA_DIR/outbox/.
   */
  accountMail: { smtpUrl: string | undefined; from: string };
  /** Error reporting (Sentry protocol): the server's own DSN and the web app's. */
  sentryDsn: string | undefined;
  /** Following share links to their items (docs/decisions/026-taobao-short-links.md). */
  shortLinks: { timeoutMs: number; addresses: Record<string, string> };
  webSentryDsn: string | undefined;
  /** Media in an S3-compatible bucket; undefined: on local disk under DATA_DIR/media. */
  s3: S3Settings | undefined;
}

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Bucket in the path (`endpoint/bucket/key`), as most self-hosted S3 servers need. */
  forcePathStyle: boolean;
}

export class ConfigError extends Error {}

const S3_REQUIRED = [
  'S3_ENDPOINT',
  'S3_BUCKET',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
] as const;

/** All or nothing: a half-configured bucket stops start-up rather than media going to disk. */
function s3Settings(env: Env): S3Settings | undefined {
  const named = [...S3_REQUIRED, 'S3_REGION', 'S3_FORCE_PATH_STYLE'] as const;
  if (named.every((name) => env[name] === undefined)) return undefined;
  const { S3_ENDPOINT: endpoint, S3_BUCKET: bucket } = env;
  const { S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  if (!endpoint || !bucket || !accessKeyId || !secretAccessKey) {
    const missing = S3_REQUIRED.filter((name) => env[name] === undefined).join(', ');
    throw new ConfigError(
      `Invalid configuration: S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together (missing: ${missing})`,
    );
  }
  return {
    endpoint,
    bucket,
    region: env.S3_REGION ?? 'us-east-1',
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE ?? true,
  };
}

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  // Empty strings mean "unset", as in a .env file with `NAME=`.
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = issue?.path.join('.') ?? 'environment';
    throw new ConfigError(`Invalid configuration: ${name} ${issue?.message ?? 'is invalid'}`);
  }
  const env = parsed.data;
  const adminParts = [env.ADMIN_USERNAME, env.ADMIN_EMAIL, env.ADMIN_PASSWORD];
  if (adminParts.some(Boolean) && !adminParts.every(Boolean)) {
    throw new ConfigError(
      'Invalid configuration: ADMIN_USERNAME, ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
    );
  }
  return {
    env: env.NODE_ENV,
    port: env.PORT,
    host: env.HOST,
    // Absolute, from the directory the server was started in.
    dataDir: resolve(env.DATA_DIR),
    databaseUrl: env.DATABASE_URL,
    databasePool: { size: env.DATABASE_POOL_SIZE, timeoutMs: env.DATABASE_POOL_TIMEOUT_MS },
    databaseTimeouts: {
      statementMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      lockMs: env.DATABASE_LOCK_TIMEOUT_MS,
    },
    redis: env.REDIS_URL ? { url: env.REDIS_URL, keyPrefix: env.REDIS_KEY_PREFIX } : undefined,
    jwtSecret: env.JWT_SECRET,
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    admin:
      env.ADMIN_USERNAME && env.ADMIN_EMAIL && env.ADMIN_PASSWORD
        ? { username: env.ADMIN_USERNAME, email: env.ADMIN_EMAIL, password: env.ADMIN_PASSWORD }
        : undefined,
    demoData: env.DEMO_DATA ?? env.NODE_ENV !== 'production',
    logLevel: env.LOG_LEVEL,
    webDistDir: env.WEB_DIST_DIR ? resolve(env.WEB_DIST_DIR) : undefined,
    webDev: env.WEB_DEV ?? false,
    oldWebsiteUrl: env.OLD_WEBSITE_URL,
    tokenTtlHours: env.TOKEN_TTL_HOURS,
    authRateLimit: env.AUTH_RATE_LIMIT,
    trustProxy: parseTrustProxy(env.TRUST_PROXY) ?? false,
    catalogSyncMs: env.CATALOG_SYNC_MS,
    google:
      env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.GOOGLE_CLIENT_ID,
            clientSecret: env.GOOGLE_CLIENT_SECRET,
          }
        : undefined,
    mail:
      env.SMTP_URL && env.CONTACT_RECIPIENT
        ? { smtpUrl: env.SMTP_URL, recipient: env.CONTACT_RECIPIENT, sender: env.CONTACT_SENDER }
        : undefined,
    accountMail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM ?? env.CONTACT_SENDER },
    sentryDsn: env.SENTRY_DSN,
    shortLinks: {
      timeoutMs: env.SHORT_LINK_TIMEOUT_MS,
      addresses: parseShortLinkAddresses(env.SHORT_LINK_ADDRESSES) ?? {},
    },
    webSentryDsn: env.WEB_SENTRY_DSN,
    s3: s3Settings(env),
  };
}

/** The environment of a helper process the server starts: the server's own, plus `extra`. */
export function helperProcessEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  return { ...process.env, ...extra };
}

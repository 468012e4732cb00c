import { availableParallelism } from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { LIMITS } from '#common/constants.ts';
import type { TPasswordPolicy } from '#common/schemas/auth.ts';

const flag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .default('false')
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => (v ? v : null));

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });

/**
 * Every environment variable the server reads. README documents each one with its default;
 * keep the two lists in step.
 */
const ZEnv = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: httpUrl.optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  AUTH_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  TRUST_PROXY: flag,
  AUTH_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(10),
  AUTH_RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).default(60),
  WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).optional(),
  // After SIGTERM, answer this long as 'draining' before refusing connections (a proxy's checks see it first).
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).max(300).default(0),
  // How long a resolved session is remembered: the longest a session ended elsewhere still works.
  SESSION_CACHE_SECONDS: z.coerce.number().int().min(0).max(60).default(5),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Palette Library <no-reply@localhost>'),
  GOOGLE_CLIENT_ID: optionalText,
  GOOGLE_CLIENT_SECRET: optionalText,
  FACEBOOK_CLIENT_ID: optionalText,
  FACEBOOK_CLIENT_SECRET: optionalText,
  ADMIN_EMAILS: z.string().default(''),
  PRODUCT_NAME: z.string().trim().min(1).default('Palette Library'),
  BRAND_NAME: z.string().trim().min(1).default('Studio Watercolors'),
  BRAND_URL: httpUrl.default('https://example.com/'),
  PARTNER_URL: httpUrl.default('https://example.com/'),
  CREATOR_URL: httpUrl.default('https://example.com/'),
  GA_MEASUREMENT_ID: z
    .string()
    .regex(/^G-[A-Z0-9]+$/, 'must look like G-XXXXXXX')
    .optional(),
  PASSWORD_MIN_LENGTH: z.coerce.number().int().min(1).max(128).default(6),
  PASSWORD_MAX_LENGTH: z.coerce.number().int().min(1).max(1024).default(128),
  PASSWORD_REQUIRE_LOWERCASE: flag,
  PASSWORD_REQUIRE_UPPERCASE: flag,
  PASSWORD_REQUIRE_NUMERIC: flag,
  PASSWORD_REQUIRE_NON_ALPHANUMERIC: flag,
  // Prometheus's bearer token for /metrics; without it the route does not answer.
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  AFFILIATE_ASSOCIATE_TAG: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,63}$/, 'must look like an associate tag, e.g. yourstore-20')
    .optional(),
  AFFILIATE_DATA_DIR: z.string().default('./data/affiliate'),
  S3_ENDPOINT: httpUrl.optional(),
  S3_BUCKET: optionalText,
  S3_REGION: z.string().trim().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: optionalText,
  S3_SECRET_ACCESS_KEY: optionalText,
  S3_FORCE_PATH_STYLE: flag,
  S3_PUBLIC_URL: httpUrl.optional(),
  // The only upload is an avatar (5 MB). 64 MiB at most: a multipart upload's completion list
  // then fits the 64 KB API body limit many times over.
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(64 * 1024 ** 2)
    .default(LIMITS.avatarMaxBytes),
});

export interface OAuthClient {
  clientId: string;
  clientSecret: string;
}

export interface Config {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | null;
  authSecret: string | null;
  trustProxy: boolean;
  authRateLimit: { max: number; windowSeconds: number };
  sessionCacheSeconds: number;
  /** Server processes sharing the port: one per core in production on PostgreSQL. */
  webConcurrency: number;
  /** How long a stopping process keeps answering, readiness 503, before it refuses new connections. */
  shutdownDelayMs: number;
  smtpUrl: string | null;
  mailFrom: string;
  google: OAuthClient | null;
  facebook: OAuthClient | null;
  adminEmails: ReadonlySet<string>;
  productName: string;
  brandName: string;
  brandUrl: string;
  partnerUrl: string;
  creatorUrl: string;
  gaMeasurementId: string | null;
  passwordPolicy: TPasswordPolicy;
  logLevel: z.infer<typeof ZEnv>['LOG_LEVEL'];
  /** The bearer token a Prometheus scraper sends for /metrics; null: /metrics is off. */
  metricsToken: string | null;
  /** Affiliate link verification (issue 6): the retailer's associate tag and the spreadsheets' folder. */
  affiliate: { associateTag: string | null; dataDir: string };
  objectStorage: ObjectStorageConfig;
  uploadMaxBytes: number;
}

/** Where uploaded objects live: the data directory, or an S3-compatible bucket. */
export type ObjectStorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      endpoint: string;
      bucket: string;
      region: string;
      credentials: { accessKeyId: string; secretAccessKey: string } | null;
      forcePathStyle: boolean;
      publicUrl: string | null;
    };

export class ConfigError extends Error {}

function oauthClient(id: string | null, secret: string | null, name: string): OAuthClient | null {
  if (!id && !secret) return null;
  if (!id || !secret) throw new ConfigError(`${name}_CLIENT_ID and ${name}_CLIENT_SECRET must be set together`);
  return { clientId: id, clientSecret: secret };
}

function objectStorage(e: z.infer<typeof ZEnv>): ObjectStorageConfig {
  if (!e.S3_ENDPOINT && !e.S3_BUCKET) return { kind: 'local', dir: path.join(e.DATA_DIR, 'uploads') };
  if (!e.S3_ENDPOINT || !e.S3_BUCKET) throw new ConfigError('Invalid configuration:\n  S3_ENDPOINT and S3_BUCKET must be set together');
  if (!e.S3_ACCESS_KEY_ID !== !e.S3_SECRET_ACCESS_KEY) {
    throw new ConfigError('Invalid configuration:\n  S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set together');
  }
  return {
    kind: 's3',
    endpoint: e.S3_ENDPOINT.replace(/\/+$/, ''),
    bucket: e.S3_BUCKET,
    region: e.S3_REGION,
    // Without keys the SDK's own chain applies (instance roles, AWS_* variables).
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY } : null,
    forcePathStyle: e.S3_FORCE_PATH_STYLE,
    publicUrl: e.S3_PUBLIC_URL ? e.S3_PUBLIC_URL.replace(/\/+$/, '') : null,
  };
}

/** Parses the environment once; any bad value stops start-up with the variable's name in the message. */
export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const blanksRemoved = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = ZEnv.safeParse(blanksRemoved);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const maxLength = e.PASSWORD_MAX_LENGTH;
  // E-mailed links and the trusted origin come from PUBLIC_URL; a localhost guess would break both.
  if (e.NODE_ENV === 'production' && !e.PUBLIC_URL) {
    throw new ConfigError('Invalid configuration:\n  PUBLIC_URL: required in production');
  }
  // Instances behind a load balancer must sign cookies alike; a per-disk secret would differ.
  if (e.NODE_ENV === 'production' && e.DATABASE_URL && !e.AUTH_SECRET) {
    throw new ConfigError('Invalid configuration:\n  AUTH_SECRET: required in production with DATABASE_URL');
  }
  // One embedded process: nothing to drain towards, and a restart waits 15 s for its folder.
  if (!e.DATABASE_URL && e.SHUTDOWN_DELAY_SECONDS > 0) {
    throw new ConfigError(
      'Invalid configuration:\n  SHUTDOWN_DELAY_SECONDS: needs DATABASE_URL (instances behind a proxy run on PostgreSQL)',
    );
  }
  // The embedded database lives inside one process; a second would be refused its folder.
  if (!e.DATABASE_URL && (e.WEB_CONCURRENCY ?? 1) > 1) {
    throw new ConfigError(
      'Invalid configuration:\n  WEB_CONCURRENCY: more than 1 needs DATABASE_URL (the embedded database opens in one process)',
    );
  }
  if (maxLength < e.PASSWORD_MIN_LENGTH) {
    throw new ConfigError('Invalid configuration:\n  PASSWORD_MAX_LENGTH: must not be below PASSWORD_MIN_LENGTH');
  }
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    databaseUrl: e.DATABASE_URL ?? null,
    authSecret: e.AUTH_SECRET ?? null,
    trustProxy: e.TRUST_PROXY,
    authRateLimit: { max: e.AUTH_RATE_LIMIT_MAX, windowSeconds: e.AUTH_RATE_LIMIT_WINDOW_SECONDS },
    sessionCacheSeconds: e.SESSION_CACHE_SECONDS,
    webConcurrency: e.WEB_CONCURRENCY ?? (e.NODE_ENV === 'production' && e.DATABASE_URL ? availableParallelism() : 1),
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    smtpUrl: e.SMTP_URL ?? null,
    mailFrom: e.MAIL_FROM,
    google: oauthClient(e.GOOGLE_CLIENT_ID, e.GOOGLE_CLIENT_SECRET, 'GOOGLE'),
    facebook: oauthClient(e.FACEBOOK_CLIENT_ID, e.FACEBOOK_CLIENT_SECRET, 'FACEBOOK'),
    adminEmails: new Set(
      e.ADMIN_EMAILS.split(',')
        .map((s) => s.trim().toLowerCase())
        .filter(Boolean),
    ),
    productName: e.PRODUCT_NAME,
    brandName: e.BRAND_NAME,
    brandUrl: e.BRAND_URL,
    partnerUrl: e.PARTNER_URL,
    creatorUrl: e.CREATOR_URL,
    gaMeasurementId: e.GA_MEASUREMENT_ID ?? null,
    passwordPolicy: {
      minLength: e.PASSWORD_MIN_LENGTH,
      maxLength,
      requireLowercase: e.PASSWORD_REQUIRE_LOWERCASE,
      requireUppercase: e.PASSWORD_REQUIRE_UPPERCASE,
      requireNumeric: e.PASSWORD_REQUIRE_NUMERIC,
      requireNonAlphanumeric: e.PASSWORD_REQUIRE_NON_ALPHANUMERIC,
    },
    logLevel: e.LOG_LEVEL,
    metricsToken: e.METRICS_TOKEN ?? null,
    affiliate: { associateTag: e.AFFILIATE_ASSOCIATE_TAG ?? null, dataDir: e.AFFILIATE_DATA_DIR },
    objectStorage: objectStorage(e),
    uploadMaxBytes: e.UPLOAD_MAX_BYTES,
  };
}

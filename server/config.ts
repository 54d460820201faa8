// Configuration from the environment, read once at start. Every setting is documented in the
// README; nothing else in the server reads process.env.
import { resolve } from 'node:path';
import type { S3Settings } from './files/s3-storage.ts';

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where the embedded database, uploads and the generated secret live when not configured. */
  dataDir: string;
  /** A real PostgreSQL server; without it the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  smtpUrl: string | undefined;
  redisUrl: string | undefined;
  /** Prefix of every Redis key and channel, so installations (and test runs) sharing a Redis stay apart. */
  redisPrefix: string;
  /** The origin links in e-mails and feeds use when a tenant has no primary host yet. */
  publicOrigin: string;
  /** Secret for signing tokens; generated into dataDir when not set (never in production). */
  jwtSecret: string | undefined;
  filesDir: string;
  /** S3-compatible storage for uploads (S3_BUCKET and friends); local disk when absent. */
  s3: S3Settings | undefined;
  /** The built web app that the server serves. */
  distDir: string;
  logLevel: string;
  /** Proxy hops or addresses whose X-Forwarded-For is believed (TRUST_PROXY); none by default. */
  trustProxy: boolean | number | string;
  /** Seed the demo tenants into an empty database. */
  seedDemo: boolean;
  /**
   * Where each payment gateway's API is (STRIPE_API_BASE, RAZORPAY_API_BASE, PAYPAL_API_BASE):
   * the real API when absent; tests point them at local servers answering as each API.
   */
  paymentEndpoints: Partial<Record<'STRIPE' | 'RAZORPAY' | 'PAYPAL', string>>;
  /** How long the offline sandbox gateway takes to settle a payment (SANDBOX_SETTLE_MS). */
  sandboxSettleMs: number;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT ?? 3000);
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  if (mode === 'production' && !env.JWT_SECRET) throw new Error('JWT_SECRET must be set in production');
  return {
    env: mode,
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    redisUrl: env.REDIS_URL || undefined,
    redisPrefix: env.REDIS_PREFIX || 'jobboard',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET || undefined,
    filesDir: resolve(env.FILES_DIR ?? `${dataDir}/files`),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    // Tests always use the disk store, whatever the machine's environment says.
    s3: mode === 'test' ? undefined : s3SettingsFrom(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    seedDemo: (env.SEED_DEMO ?? (mode === 'production' ? 'false' : 'true')) === 'true',
    paymentEndpoints: {
      ...(env.STRIPE_API_BASE ? { STRIPE: env.STRIPE_API_BASE } : {}),
      ...(env.RAZORPAY_API_BASE ? { RAZORPAY: env.RAZORPAY_API_BASE } : {}),
      ...(env.PAYPAL_API_BASE ? { PAYPAL: env.PAYPAL_API_BASE } : {}),
    },
    sandboxSettleMs: Math.max(0, Number(env.SANDBOX_SETTLE_MS ?? 3000) || 0),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** S3 settings from the environment (loading the S3 client itself waits until a store is made). */
function s3SettingsFrom(env: NodeJS.ProcessEnv): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

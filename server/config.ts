// Configuration from the environment, read once at start and checked against config-schema.ts: a
// wrong value or, in production, a missing one stops the start with a message naming it. Every
// setting is documented in the README; nothing else in the server reads process.env.
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';
import envSchema from 'env-schema';
import { ENV_PROPERTIES, envJsonSchema, type EnvName } from './config-schema.ts';

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** Where the embedded database, uploads and the generated secret live when not configured. */
  dataDir: string;
  /** A real PostgreSQL server; without it the embedded PGlite in dataDir is used. */
  databaseUrl: string | undefined;
  /** The PostgreSQL pool's most connections in this process (PGlite's is always one). */
  databasePoolSize: number;
  /**
   * How long one of the server's statements may run before PostgreSQL cancels it (the request then
   * answers 503), and a transaction wait idle before its connection is ended. Migrations are exempt.
   * PGlite takes the settings but never acts on them: PostgreSQL's alone.
   */
  statementTimeoutMs: number;
  /** Searches run at once in this process, the rest waiting in order (server/http/search-lane.ts). */
  searchConcurrency: number;
  /** The relay mail is sent through; undefined when mailTransport is none. */
  smtpUrl: string | undefined;
  /** none keeps every mail in the outbox unsent: a demo, or production run knowingly without mail. */
  mailTransport: 'smtp' | 'none';
  /** The address every board's mail comes from (MAIL_FROM); the board's name is its sender name. */
  mailFrom: string;
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
  /**
   * The token a scraper sends for /metrics (METRICS_TOKEN); without one, /metrics answers loopback
   * clients only (docs/security.md).
   */
  metricsToken: string | undefined;
  /** Seed the demo tenants into an empty database. */
  seedDemo: boolean;
  /**
   * The dev mailbox, digest clock, dev pages and console board (DEV_TOOLS): `local` answers clients
   * on this machine's loopback only, `open` anyone (a demo behind a proxy, the journeys), `off`
   * nobody. Always off in production (docs/security.md).
   */
  devTools: 'local' | 'open' | 'off';
  /**
   * Where each payment gateway's API is (STRIPE_API_BASE, RAZORPAY_API_BASE, PAYPAL_API_BASE):
   * the real API when absent; tests point them at local servers answering as each API.
   */
  paymentEndpoints: Partial<Record<'STRIPE' | 'RAZORPAY' | 'PAYPAL', string>>;
  /**
   * The installation's name and site (PLATFORM_NAME, PLATFORM_URL): "Powered by" on the pages,
   * mails and PDFs of boards whose plan lacks white_label (docs/white-label.md).
   */
  platform: { name: string; url: string | undefined };
  /** How long the offline sandbox gateway takes to settle a payment (SANDBOX_SETTLE_MS). */
  sandboxSettleMs: number;
  /**
   * On SIGTERM, how long /ready answers 503 while the process still serves everything, before it
   * closes (SHUTDOWN_DRAIN_SECONDS): the balancer's health check takes it out of rotation in that
   * time, so a rolling restart fails no request. 5 in production unless set, 0 elsewhere.
   */
  shutdownDrainSeconds: number;
};

/** A start refused for its configuration: the message names each variable and what it expects. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`The server cannot start with this configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Env = {
  [K in EnvName]?: K extends
    | 'PORT'
    | 'SANDBOX_SETTLE_MS'
    | 'DATABASE_POOL_SIZE'
    | 'DATABASE_STATEMENT_TIMEOUT_MS'
    | 'SEARCH_CONCURRENCY'
    | 'SHUTDOWN_DRAIN_SECONDS'
    ? number
    : K extends 'SEED_DEMO'
      ? boolean
      : string;
} & {
  NODE_ENV?: Config['env'];
  MAIL_TRANSPORT?: Config['mailTransport'];
  DEV_TOOLS?: Config['devTools'];
};

/** The declared variables, checked against config-schema.ts; an empty value counts as unset. */
function checkedEnv(raw: NodeJS.ProcessEnv): Env {
  const data = Object.fromEntries(
    Object.entries(raw).filter(([name, value]) => name in ENV_PROPERTIES && value !== undefined && value !== ''),
  );
  try {
    // Only what readConfig was given (process.env by default, a test's own in tests), never a .env file.
    return envSchema<Env>({ schema: envJsonSchema(), data, env: false, dotenv: false });
  } catch (e) {
    const errors = (e as { errors?: Array<{ instancePath: string }> }).errors;
    if (!errors) throw e;
    const names = [...new Set(errors.map((err) => err.instancePath.replace(/^\//, '') as EnvName))];
    throw new ConfigError(
      names.map(
        (name) => `${name} must be ${ENV_PROPERTIES[name]?.expects ?? 'valid'} (it is "${String(data[name])}")`,
      ),
    );
  }
}

/** What production cannot run without: each would otherwise fall back to something only a demo may use. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  const need = (name: EnvName, why: string) => {
    if (env[name] === undefined) problems.push(`${name} is required in production: ${why}`);
  };
  need('DATABASE_URL', 'without it the server would keep its data in an embedded database on local disk');
  need('JWT_SECRET', 'without it every process would sign sessions with a secret of its own');
  need('PUBLIC_ORIGIN', 'links in mails and feeds need the address users reach the board at');
  if (env.MAIL_TRANSPORT !== 'none' && env.SMTP_URL === undefined)
    problems.push(
      'SMTP_URL is required in production, or MAIL_TRANSPORT=none to run knowingly without mail: sign-in codes, alerts and notifications are mailed',
    );
  if (env.DEV_TOOLS === 'open')
    problems.push('DEV_TOOLS=open is refused in production: the dev mailbox shows every one-time code');
  return problems;
}

/**
 * Searches at once by default: the cores this process may use, plus one to cover a search's
 * round trips (measured in docs/candidate-search.md, "Search lanes").
 */
const defaultSearchConcurrency = () => availableParallelism() + 1;

export function readConfig(raw: NodeJS.ProcessEnv = process.env): Config {
  const env = checkedEnv(raw);
  const mode = env.NODE_ENV ?? 'development';
  const problems = mode === 'production' ? productionProblems(env) : [];
  if (env.MAIL_TRANSPORT === 'smtp' && env.SMTP_URL === undefined)
    problems.push('MAIL_TRANSPORT=smtp needs SMTP_URL, the relay to send through');
  if (problems.length) throw new ConfigError(problems);
  const port = env.PORT ?? 3000;
  const dataDir = resolve(env.DATA_DIR ?? '.data');
  const mailTransport = env.MAIL_TRANSPORT ?? (env.SMTP_URL ? 'smtp' : 'none');
  return {
    env: mode,
    host: env.HOST ?? '0.0.0.0',
    port,
    dataDir,
    databaseUrl: env.DATABASE_URL,
    databasePoolSize: env.DATABASE_POOL_SIZE ?? 20,
    statementTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS ?? 30_000,
    searchConcurrency: env.SEARCH_CONCURRENCY ?? defaultSearchConcurrency(),
    smtpUrl: mailTransport === 'smtp' ? env.SMTP_URL : undefined,
    mailTransport,
    mailFrom: env.MAIL_FROM ?? 'no-reply@jobboard.local',
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX ?? 'jobboard',
    publicOrigin: env.PUBLIC_ORIGIN ?? `http://localhost:${port}`,
    jwtSecret: env.JWT_SECRET,
    filesDir: resolve(env.FILES_DIR ?? `${dataDir}/files`),
    distDir: resolve(env.DIST_DIR ?? 'dist'),
    // Tests always use the disk store, whatever the machine's environment says.
    s3: mode === 'test' ? undefined : s3SettingsFrom(env),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
    metricsToken: env.METRICS_TOKEN,
    seedDemo: env.SEED_DEMO ?? mode !== 'production',
    devTools: mode === 'production' ? 'off' : (env.DEV_TOOLS ?? 'local'),
    paymentEndpoints: {
      ...(env.STRIPE_API_BASE ? { STRIPE: env.STRIPE_API_BASE } : {}),
      ...(env.RAZORPAY_API_BASE ? { RAZORPAY: env.RAZORPAY_API_BASE } : {}),
      ...(env.PAYPAL_API_BASE ? { PAYPAL: env.PAYPAL_API_BASE } : {}),
    },
    sandboxSettleMs: env.SANDBOX_SETTLE_MS ?? 3000,
    platform: { name: env.PLATFORM_NAME ?? 'Jobboard', url: env.PLATFORM_URL },
    shutdownDrainSeconds: env.SHUTDOWN_DRAIN_SECONDS ?? (mode === 'production' ? 5 : 0),
  };
}

function parseTrustProxy(value: string | undefined): boolean | number | string {
  if (!value || value === 'false') return false;
  if (value === 'true') return true;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** S3 settings from the environment (loading the S3 client itself waits until a store is made). */
/** Where uploads are kept when they go to an S3 bucket (server/files/s3-storage.ts). */
export type S3Settings = {
  bucket: string;
  endpoint: string | undefined;
  region: string;
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
};

function s3SettingsFrom(env: Env): S3Settings | undefined {
  if (!env.S3_BUCKET) return undefined;
  return {
    bucket: env.S3_BUCKET,
    endpoint: env.S3_ENDPOINT || undefined,
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: env.S3_ACCESS_KEY_ID || undefined,
    secretAccessKey: env.S3_SECRET_ACCESS_KEY || undefined,
  };
}

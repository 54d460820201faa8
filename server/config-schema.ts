// The environment the server reads, as one JSON Schema checked by env-schema (on the Ajv the server
// already validates requests with): a value of the wrong shape stops the start with a message that
// names the variable and says what it expects. The rules that depend on NODE_ENV (what production
// requires) are in config.ts, where they can say why.

const url = (schemes: string[], example: string) => ({
  type: 'string',
  pattern: `^(${schemes.join('|')})://[^\\s]+$`,
  expects: `a ${schemes.join(' or ')} URL such as ${example}`,
});

/** `expects` is ours, not JSON Schema's: the words a refused value is answered with. */
export const ENV_PROPERTIES = {
  NODE_ENV: {
    type: 'string',
    enum: ['development', 'production', 'test'],
    expects: 'development, production or test',
  },
  PORT: { type: 'integer', minimum: 1, maximum: 65535, expects: 'a port number from 1 to 65535' },
  HOST: { type: 'string', minLength: 1, expects: 'an address to listen on, such as 0.0.0.0' },
  DATA_DIR: { type: 'string', minLength: 1, expects: 'a folder' },
  FILES_DIR: { type: 'string', minLength: 1, expects: 'a folder' },
  DIST_DIR: { type: 'string', minLength: 1, expects: 'the folder of the built web app' },
  DATABASE_URL: url(['postgres', 'postgresql'], 'postgres://user:password@db:5432/jobboard'),
  // Per process: PostgreSQL's max_connections must cover every process's pool (docs/deploy.md).
  DATABASE_POOL_SIZE: { type: 'integer', minimum: 2, maximum: 500, expects: 'connections per process, from 2 to 500' },
  // How long one statement may run before PostgreSQL cancels it (docs/deploy.md "Statement timeout").
  DATABASE_STATEMENT_TIMEOUT_MS: {
    type: 'integer',
    minimum: 100,
    maximum: 3_600_000,
    expects: 'milliseconds from 100 to 3600000 (how long one database statement may run)',
  },
  // Per process: how many searches run at once, the rest waiting their turn (docs/deploy.md).
  SEARCH_CONCURRENCY: {
    type: 'integer',
    minimum: 1,
    maximum: 256,
    expects: 'searches run at once per process, from 1 to 256',
  },
  SHUTDOWN_DRAIN_SECONDS: {
    type: 'integer',
    minimum: 0,
    maximum: 300,
    expects: 'seconds from 0 to 300 (how long /ready answers 503 before a stopping process closes)',
  },
  REDIS_URL: url(['redis', 'rediss'], 'redis://redis:6379'),
  REDIS_PREFIX: { type: 'string', pattern: '^[A-Za-z0-9_.:-]{1,64}$', expects: 'letters, digits and _.:- (1 to 64)' },
  SMTP_URL: url(['smtp', 'smtps'], 'smtps://user:password@smtp.example.com:465'),
  MAIL_TRANSPORT: {
    type: 'string',
    enum: ['smtp', 'none'],
    expects: 'smtp (the default when SMTP_URL is set) or none (mail is kept in the outbox and never sent)',
  },
  MAIL_FROM: {
    type: 'string',
    // An address alone; each board's own name goes before it (its sender name setting).
    pattern: '^[^\\s@<>"]+@[^\\s@<>"]+\\.[^\\s@<>"]+$',
    expects: 'an e-mail address such as jobs@example.com',
  },
  PUBLIC_ORIGIN: {
    type: 'string',
    pattern: '^https?://[^/\\s?#]+$',
    expects: 'an origin such as https://jobs.example.com (scheme and host, no path)',
  },
  JWT_SECRET: { type: 'string', minLength: 32, expects: 'a random secret of at least 32 characters' },
  S3_BUCKET: { type: 'string', minLength: 3, expects: 'a bucket name' },
  S3_ENDPOINT: url(['http', 'https'], 'https://s3.eu-west-1.amazonaws.com'),
  S3_REGION: { type: 'string', minLength: 1, expects: 'a region such as eu-west-1' },
  S3_ACCESS_KEY_ID: { type: 'string', minLength: 1, expects: 'an access key id' },
  S3_SECRET_ACCESS_KEY: { type: 'string', minLength: 1, expects: 'a secret access key' },
  TRUST_PROXY: {
    type: 'string',
    pattern: '^(true|false|\\d+|[0-9a-fA-F.:/, ]+|loopback|linklocal|uniquelocal)$',
    expects: 'true, false, a number of proxy hops, or addresses and ranges separated by commas',
  },
  // Sent as `Authorization: Bearer <token>`, so only the characters a bearer token may hold (RFC 6750).
  METRICS_TOKEN: {
    type: 'string',
    pattern: '^[A-Za-z0-9._~+/=-]{16,}$',
    expects: 'a random token of at least 16 letters, digits or -._~+/= (scrapers send it as a bearer token)',
  },
  LOG_LEVEL: {
    type: 'string',
    enum: ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'],
    expects: 'fatal, error, warn, info, debug, trace or silent',
  },
  SEED_DEMO: { type: 'boolean', expects: 'true or false' },
  DEV_TOOLS: {
    type: 'string',
    enum: ['local', 'open', 'off'],
    expects: 'local (the default outside production), open or off',
  },
  STRIPE_API_BASE: url(['http', 'https'], 'https://api.stripe.com'),
  RAZORPAY_API_BASE: url(['http', 'https'], 'https://api.razorpay.com'),
  PAYPAL_API_BASE: url(['http', 'https'], 'https://api-m.paypal.com'),
  SANDBOX_SETTLE_MS: { type: 'integer', minimum: 0, maximum: 600000, expects: 'milliseconds from 0 to 600000' },
  // The installation's own name and site, shown as "Powered by" on boards without white_label
  // (docs/white-label.md). Plain words only: it is written into pages, mails and PDFs.
  PLATFORM_NAME: {
    type: 'string',
    pattern: "^[\\p{L}\\p{N}][\\p{L}\\p{N} .&'-]{0,39}$",
    expects: "a name of 1 to 40 letters, digits, spaces or .&'- such as Hireboard",
  },
  PLATFORM_URL: url(['https', 'http'], 'https://hireboard.example'),
  // These are read where they are used, on each use (server/onboarding/txt-resolver.ts,
  // server/auth/linkedin/settings.ts, server/auth/google/settings.ts, server/indexing/engines.ts: tests point them at
  // their own servers mid-run); they are checked here so that a wrong value stops the start like
  // any other.
  DNS_SERVERS: {
    type: 'string',
    pattern: '^[0-9A-Fa-f:.\\[\\]]+(\\s*,\\s*[0-9A-Fa-f:.\\[\\]]+)*$',
    expects: 'name servers as ip or ip:port, separated by commas, such as 10.0.0.2,10.0.0.3:5353',
  },
  LINKEDIN_ISSUER: url(['http', 'https'], 'https://www.linkedin.com/oauth'),
  GOOGLE_ISSUER: url(['http', 'https'], 'https://accounts.google.com'),
  // Where instant indexing notifies (server/indexing/engines.ts): the engines' own APIs when unset;
  // tests point them at local servers answering as each documented API (docs/indexing.md).
  GOOGLE_INDEXING_ROOT_URL: url(['http', 'https'], 'https://indexing.googleapis.com/'),
  INDEXNOW_ENDPOINT: url(['http', 'https'], 'https://api.indexnow.org/indexnow'),
} as const;

export type EnvName = keyof typeof ENV_PROPERTIES;

/** The schema env-schema checks, without our `expects` words (Ajv in strict mode refuses unknown keywords). */
export function envJsonSchema(): Record<string, unknown> {
  const properties = Object.fromEntries(
    Object.entries(ENV_PROPERTIES).map(([name, { expects: _expects, ...rule }]) => [name, rule]),
  );
  return { type: 'object', properties };
}

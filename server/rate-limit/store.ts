// The app's rate limits (rules.ts) on one store that every server process shares, so a limit holds
// however many processes answer: Redis when REDIS_URL is set, otherwise the app's own database
// (PostgreSQL; on the embedded PGlite there is one process anyway). Made once per app
// (server/deps.ts); the app readies it before its first request and closes it with itself.
import { createHmac } from 'node:crypto';
import {
  RateLimiterMemory,
  RateLimiterPostgres,
  RateLimiterRedis,
  type RateLimiterAbstract,
} from 'rate-limiter-flexible';
import { systemClock, type Clock } from '../time/clock.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { errorOf, log } from '../log/logger.ts';
import { deleteEndedCounts } from './counts-repo.ts';
import { limitOf, type Limit } from './limit.ts';
import { postgresStoreClient } from './postgres-client.ts';
import { LIMIT_RULES, type LimitName, type LimitRule } from './rules.ts';

export type RateLimits = Readonly<Record<LimitName, Limit>>;

export type RateLimitStore = {
  readonly kind: 'redis' | 'postgres';
  /** The limits, on real time. */
  readonly limits: RateLimits;
  /** The limits as a clock that tests move sees them (limit.ts, windowsAhead). */
  on: (clock: Clock) => RateLimits;
  /** Resolves once the store can count (Redis: connected). The app waits for it in onReady. */
  ready: () => Promise<void>;
  /** Deletes the counts of ended windows (PostgreSQL; Redis expires its keys itself). */
  sweep: () => Promise<number>;
  close: () => Promise<void>;
};

type Limiters = Record<LimitName, RateLimiterAbstract>;
type Backend = Omit<RateLimitStore, 'limits' | 'on'> & { limiter: (name: LimitName) => RateLimiterAbstract };

/** How often a process deletes the counts of ended windows from PostgreSQL. */
const SWEEP_MS = 5 * 60_000;

function eachRule<T>(make: (name: LimitName, rule: LimitRule) => T): Record<LimitName, T> {
  const entries = (Object.keys(LIMIT_RULES) as LimitName[]).map((name) => [name, make(name, LIMIT_RULES[name])]);
  return Object.fromEntries(entries) as Record<LimitName, T>;
}

function redisBackend(url: string, prefix: string): Backend {
  let client: { isOpen: boolean; isReady: boolean; close: () => Promise<void>; destroy: () => void } | undefined;
  let limiters: Limiters | undefined;
  let starting: Promise<void> | undefined;
  // Loaded only when Redis is configured, as chat's socket server does.
  const start = async () => {
    const redis = await import('redis');
    // The limits' own client. Without the offline queue a command fails at once while the
    // connection is down instead of holding its request until Redis is back; the limits then count
    // in this process's memory (the library's insurance limiter) meanwhile.
    const own = redis.createClient({ url, disableOfflineQueue: true });
    own.on('error', (err: unknown) => log.error({ err: errorOf(err) }, 'rate limit redis'));
    client = own;
    limiters = eachRule(
      (name, rule) =>
        new RateLimiterRedis({
          storeClient: own,
          useRedisPackage: true,
          rejectIfRedisNotReady: true,
          keyPrefix: `${prefix}:rate-limit:${name}`,
          points: rule.points,
          duration: rule.durationSeconds,
          insuranceLimiter: new RateLimiterMemory({ points: rule.points, duration: rule.durationSeconds }),
        }),
    );
    await own.connect();
  };
  return {
    kind: 'redis',
    limiter: (name) => {
      if (!limiters) throw new Error('a rate limit was used before the app was ready');
      return limiters[name];
    },
    ready: () => (starting ??= start()),
    sweep: async () => 0,
    close: async () => {
      await starting?.catch(() => undefined);
      // Connected, it finishes what it sent; reconnecting to a Redis that is away, it just stops.
      if (client?.isReady) await client.close();
      else if (client?.isOpen) client.destroy();
    },
  };
}

function postgresBackend(db: Db): Backend {
  const storeClient = postgresStoreClient(db);
  const limiters: Limiters = eachRule(
    (name, rule) =>
      new RateLimiterPostgres({
        storeClient,
        // Not a pg Pool the library recognises: it then uses the client as it is.
        storeType: 'kysely',
        tableName: 'rate_limits',
        // Made by server/db/migrations/0041-rate-limits.ts, which says why not by the library.
        tableCreated: true,
        // One sweep per process for every limit (below), not a timer per limit.
        clearExpiredByTimeout: false,
        keyPrefix: name,
        points: rule.points,
        duration: rule.durationSeconds,
      }),
  );
  const sweep = () => deleteEndedCounts(db, Date.now());
  // A count whose window has ended is dead (the next hit on its key starts over): each process
  // deletes them now and then, which is idempotent.
  const timer = setInterval(() => {
    sweep().catch((err: unknown) => log.warn({ err: errorOf(err) }, 'rate limit sweep failed'));
  }, SWEEP_MS);
  timer.unref();
  return {
    kind: 'postgres',
    limiter: (name) => limiters[name],
    ready: async () => undefined,
    sweep,
    close: async () => clearInterval(timer),
  };
}

/**
 * The limits on Redis (config.redisUrl) or on `db`. Keys are kept as HMACs under the app's secret,
 * the same in every process of an installation, so a count holds no e-mail or address in clear.
 */
export function createRateLimitStore(config: Config, db: Db, secret: Uint8Array): RateLimitStore {
  const backend = config.redisUrl ? redisBackend(config.redisUrl, config.redisPrefix) : postgresBackend(db);
  const digest = (key: string) => createHmac('sha256', secret).update(key).digest('base64url');
  const limitsOn = (clock: Clock): RateLimits =>
    eachRule((name, rule) => limitOf(() => backend.limiter(name), rule, digest, clock));
  const limits = limitsOn(systemClock);
  const byClock = new WeakMap<Clock, RateLimits>();
  return {
    kind: backend.kind,
    limits,
    on: (clock) => {
      if (clock === systemClock) return limits;
      const known = byClock.get(clock);
      if (known) return known;
      const made = limitsOn(clock);
      byClock.set(clock, made);
      return made;
    },
    ready: backend.ready,
    sweep: backend.sweep,
    close: backend.close,
  };
}

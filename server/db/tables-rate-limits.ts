import type { ColumnType } from 'kysely';

/**
 * One rate-limit count (server/rate-limit/): rate-limiter-flexible's table, in its column order,
 * since the library inserts without naming columns. `key` is the limit's name and the counted key;
 * `expire` the end of its window in milliseconds since the epoch (bigint, read as a string).
 */
export type RateLimitsTable = {
  key: string;
  points: number;
  expire: ColumnType<string | null, number | string | null, number | string | null>;
};

export type RateLimitTables = { rate_limits: RateLimitsTable };

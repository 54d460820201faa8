// Chat's abuse limits (docs/chat.md). Messages per user are counted in fixed one-minute windows:
// in Redis when REDIS_URL is set, so the limit holds across server processes, otherwise in this
// process. New rooms per company per day are counted in the database, which every process shares.
import type { Db } from '../db/database.ts';
import { limitOver } from '../http/errors.ts';

export const MESSAGES_PER_MINUTE = 30;
export const ROOMS_PER_COMPANY_PER_DAY = 100;
export const REPORTS_PER_USER_PER_DAY = 20;

/** Counts a hit on a key in the current window and returns the window's count. */
export type Counter = { hit: (key: string, windowSeconds: number) => Promise<number> };

/** Just enough of a node-redis client. */
type RedisLike = {
  incr: (key: string) => Promise<number>;
  expire: (key: string, seconds: number) => Promise<number | boolean>;
};

export function memoryCounter(now: () => number = Date.now): Counter {
  const windows = new Map<string, { until: number; n: number }>();
  return {
    hit: async (key, windowSeconds) => {
      const at = now();
      if (windows.size > 50_000) for (const [k, w] of windows) if (w.until <= at) windows.delete(k);
      const w = windows.get(key);
      if (!w || w.until <= at) {
        windows.set(key, { until: at + windowSeconds * 1000, n: 1 });
        return 1;
      }
      return ++w.n;
    },
  };
}

export function redisCounter(redis: RedisLike, prefix: string, now: () => number = Date.now): Counter {
  return {
    hit: async (key, windowSeconds) => {
      const window = Math.floor(now() / 1000 / windowSeconds);
      const k = `${prefix}:chat:limit:${key}:${window}`;
      const n = await redis.incr(k);
      if (n === 1) await redis.expire(k, windowSeconds * 2);
      return n;
    },
  };
}

export async function takeMessage(counter: Counter, clientId: string, userId: string): Promise<void> {
  const n = await counter.hit(`msg:${clientId}:${userId}`, 60);
  if (n > MESSAGES_PER_MINUTE)
    throw limitOver(60 - (Math.floor(Date.now() / 1000) % 60), 'You are sending messages too fast; wait a moment');
}

export async function takeReport(counter: Counter, clientId: string, userId: string): Promise<void> {
  if ((await counter.hit(`report:${clientId}:${userId}`, 86_400)) > REPORTS_PER_USER_PER_DAY)
    throw limitOver(3600, 'You have reported many conversations today; try again tomorrow');
}

export async function assertRoomAllowance(db: Db, clientId: string, companyId: string): Promise<void> {
  const row = await db
    .selectFrom('chat_rooms')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('client_id', '=', clientId)
    .where('company_id', '=', companyId)
    .where('created_at', '>', new Date(Date.now() - 86_400_000))
    .executeTakeFirstOrThrow();
  if (Number(row.n) >= ROOMS_PER_COMPANY_PER_DAY)
    throw limitOver(
      3600,
      `Your company has opened ${ROOMS_PER_COMPANY_PER_DAY} conversations today; try again tomorrow`,
    );
}

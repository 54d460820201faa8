// Chat's abuse limits (docs/chat.md). Messages and reports per user are rate limits
// (server/rate-limit/), counted where every server process sees them. New rooms per company per
// day are counted in the database's rooms.
import type { Db } from '../db/database.ts';
import { limitOver } from '../errors/errors.ts';
import type { RateLimits } from '../rate-limit/store.ts';
import { LIMIT_RULES } from '../rate-limit/rules.ts';
import { countRoomsSince } from './rooms-repo.ts';

export const MESSAGES_PER_MINUTE = LIMIT_RULES.chatMessages.points;
export const ROOMS_PER_COMPANY_PER_DAY = 100;
export const REPORTS_PER_USER_PER_DAY = LIMIT_RULES.chatReports.points;

export async function takeMessage(limits: RateLimits, clientId: string, userId: string): Promise<void> {
  await limits.chatMessages.take(`${clientId}|${userId}`, 'You are sending messages too fast; wait a moment');
}

export async function takeReport(limits: RateLimits, clientId: string, userId: string): Promise<void> {
  await limits.chatReports.take(
    `${clientId}|${userId}`,
    'You have reported many conversations today; try again tomorrow',
  );
}

export async function assertRoomAllowance(db: Db, clientId: string, companyId: string): Promise<void> {
  const opened = await countRoomsSince(db, clientId, companyId, new Date(Date.now() - 86_400_000));
  if (opened >= ROOMS_PER_COMPANY_PER_DAY)
    throw limitOver(
      3600,
      `Your company has opened ${ROOMS_PER_COMPANY_PER_DAY} conversations today; try again tomorrow`,
    );
}

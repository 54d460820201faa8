// SQL of the board's knock-out settings (one row per board, none until it chooses).
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';

/** The board's chosen notice delay; undefined when it never chose. */
export async function storedNoticeDelay(db: Db, clientId: string): Promise<number | undefined> {
  const row = await scopedTo(db, clientId)
    .selectFrom('knockout_settings')
    .select('notice_delay_days')
    .executeTakeFirst();
  return row?.notice_delay_days;
}

export async function upsertNoticeDelay(db: Db, clientId: string, days: number): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('knockout_settings', { notice_delay_days: days, updated_at: new Date() })
    .onConflict((oc) => oc.column('client_id').doUpdateSet({ notice_delay_days: days, updated_at: new Date() }))
    .execute();
}

// The board's knock-out settings: how many days after applying a set-aside candidate is told.
// A board that never chose has the product's two days (no row).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { recordAudit } from '../users/index.ts';
import { storedNoticeDelay, upsertNoticeDelay } from './settings-repo.ts';

type S = components['schemas'];

export const DEFAULT_NOTICE_DELAY_DAYS = 2;

export async function noticeDelayDays(db: Db, clientId: string): Promise<number> {
  return (await storedNoticeDelay(db, clientId)) ?? DEFAULT_NOTICE_DELAY_DAYS;
}

export async function knockOutSettings(db: Db, clientId: string): Promise<S['KnockOutSettings']> {
  return { noticeDelayDays: await noticeDelayDays(db, clientId) };
}

export async function saveKnockOutSettings(
  db: Db,
  clientId: string,
  adminId: string,
  input: S['KnockOutSettings'],
): Promise<S['KnockOutSettings']> {
  await db.transaction().execute(async (trx) => {
    await upsertNoticeDelay(trx, clientId, input.noticeDelayDays);
    await recordAudit(trx, {
      clientId,
      actorId: adminId,
      actingForId: null,
      action: 'knock_outs.settings_updated',
      detail: { noticeDelayDays: input.noticeDelayDays },
    });
  });
  return knockOutSettings(db, clientId);
}

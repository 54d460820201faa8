// The board's row of settings and appearance (clients). A change reads the settings under a row
// lock and writes them back in the same transaction, so two admins saving at once both keep theirs.
import type { Db } from '../../db/database.ts';

export async function boardSettings(db: Db, clientId: string): Promise<unknown> {
  const row = await db.selectFrom('clients').select('settings').where('id', '=', clientId).executeTakeFirst();
  return row?.settings;
}

/** The settings, locked until the caller's transaction ends. */
export async function lockBoardSettings(trx: Db, clientId: string): Promise<unknown> {
  const row = await trx
    .selectFrom('clients')
    .select('settings')
    .where('id', '=', clientId)
    .forUpdate()
    .executeTakeFirstOrThrow();
  return row.settings;
}

export async function writeBoardSettings(trx: Db, clientId: string, settings: object): Promise<void> {
  await trx
    .updateTable('clients')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', clientId)
    .execute();
}

export async function writeBoardAppearance(db: Db, clientId: string, appearance: object): Promise<void> {
  await db
    .updateTable('clients')
    .set({ appearance: JSON.stringify(appearance) })
    .where('id', '=', clientId)
    .execute();
}

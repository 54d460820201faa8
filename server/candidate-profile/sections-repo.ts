// The four generic sections' JSON arrays on the profile row. Each change is one statement on the
// array, so two changes at once never lose each other; the cap is checked in the same statement.
import { sql } from 'kysely';
import type { Db } from '../db/database.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import type { SectionColumn } from './section-kinds.ts';

/** Appends the entry unless the array holds `cap` already; whether it was added. */
export async function appendEntry(
  db: Db,
  owner: { clientId: string; userId: string; now: Date },
  column: SectionColumn,
  entry: object,
  cap: number,
): Promise<boolean> {
  const done = await scopedTo(db, owner.clientId)
    .updateTable('candidate_profiles')
    .set({
      [column]: sql`${sql.ref(column)} || jsonb_build_array(${JSON.stringify(entry)}::jsonb)`,
      updated_at: owner.now,
    })
    .where('user_id', '=', owner.userId)
    .where(sql<boolean>`jsonb_array_length(${sql.ref(column)}) < ${cap}`)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Replaces the entry with the id, in place; whether the array held it. */
export async function replaceEntry(
  db: Db,
  owner: { clientId: string; userId: string; now: Date },
  column: SectionColumn,
  id: string,
  entry: object,
): Promise<boolean> {
  const done = await scopedTo(db, owner.clientId)
    .updateTable('candidate_profiles')
    .set({
      [column]: sql`(select coalesce(jsonb_agg(case when e ->> '_id' = ${id} then ${JSON.stringify(entry)}::jsonb else e end order by n), '[]'::jsonb)
        from jsonb_array_elements(${sql.ref(column)}) with ordinality as t(e, n))`,
      updated_at: owner.now,
    })
    .where('user_id', '=', owner.userId)
    .where(sql<boolean>`${sql.ref(column)} @> ${JSON.stringify([{ _id: id }])}::jsonb`)
    .executeTakeFirst();
  return Number(done.numUpdatedRows) > 0;
}

/** Removes the entries with these ids, keeping the others in order. */
export async function removeEntries(
  db: Db,
  owner: { clientId: string; userId: string; now: Date },
  column: SectionColumn,
  ids: string[],
): Promise<void> {
  await scopedTo(db, owner.clientId)
    .updateTable('candidate_profiles')
    .set({
      [column]: sql`(select coalesce(jsonb_agg(e order by n), '[]'::jsonb)
        from jsonb_array_elements(${sql.ref(column)}) with ordinality as t(e, n) where not (e ->> '_id' = any(${ids}::text[])))`,
      updated_at: owner.now,
    })
    .where('user_id', '=', owner.userId)
    .execute();
}

/** The section's entries as stored (an empty list without a profile row). */
export async function sectionEntries<T>(db: Db, clientId: string, userId: string, column: SectionColumn): Promise<T[]> {
  const row = await scopedTo(db, clientId)
    .selectFrom('candidate_profiles')
    .select(sql<T[]>`${sql.ref(column)}`.as('items'))
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Array.isArray(row?.items) ? row.items : [];
}

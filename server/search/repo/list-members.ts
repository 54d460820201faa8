// The members of candidate lists, and the candidates a company may add to one. A member is shown
// only while the company may see them (findable, or an applicant of the company: visibility.ts).
import { sql, type SqlBool } from 'kysely';
import type { Db } from '../../db/database.ts';
import { scopedTo, type TenantRow } from '../../db/tenant-scope.ts';
import type { Owner } from './owner.ts';
import { visibleTo } from '../../candidates/index.ts';

/** Which of the ids are candidates of the board the company may see. */
export async function visibleCandidateIds(db: Db, o: Owner, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const scope = scopedTo(db, o.clientId);
  const rows = await scope
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select('u.id')
    .where('u.id', 'in', [...ids])
    .where(visibleTo(o.companyId))
    .execute();
  return rows.map((r) => r.id);
}

/** Every stored member of the lists, hidden or not, by list. */
export async function memberCounts(db: Db, clientId: string, listIds: readonly string[]): Promise<Map<string, number>> {
  if (!listIds.length) return new Map();
  const rows = await scopedTo(db, clientId)
    .selectFrom('candidate_list_members')
    .select(['list_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('list_id', 'in', [...listIds])
    .groupBy('list_id')
    .execute();
  return new Map(rows.map((r) => [r.list_id, Number(r.n)]));
}

/** Which of the candidates the lists already hold, as list and candidate pairs. */
export const storedMembers = (db: Db, clientId: string, listIds: readonly string[], candidateIds: readonly string[]) =>
  scopedTo(db, clientId)
    .selectFrom('candidate_list_members')
    .select(['list_id', 'candidate_id'])
    .where('list_id', 'in', [...listIds])
    .where('candidate_id', 'in', [...candidateIds])
    .execute();

/** Adds the members; one a list already holds is left as it is. */
export async function insertMembers(
  db: Db,
  clientId: string,
  rows: readonly TenantRow<'candidate_list_members'>[],
): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('candidate_list_members', rows)
    .onConflict((oc) => oc.doNothing())
    .execute();
}

export async function removeMembers(
  db: Db,
  clientId: string,
  listId: string,
  candidateIds: readonly string[],
): Promise<void> {
  await scopedTo(db, clientId)
    .deleteFrom('candidate_list_members')
    .where('list_id', '=', listId)
    .where('candidate_id', 'in', [...candidateIds])
    .execute();
}

/** The members of the lists the company may see, newest addition first. */
export function visibleMembers(db: Db, o: Owner, listIds: readonly string[]) {
  const scope = scopedTo(db, o.clientId);
  return scope
    .selectFrom('candidate_list_members as m')
    .innerJoin('users as u', 'u.id', 'm.candidate_id')
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .select(['m.list_id', 'm.candidate_id'])
    .where('m.list_id', 'in', [...listIds])
    .where(visibleTo(o.companyId))
    .orderBy('m.added_at', 'desc')
    .orderBy('m.candidate_id')
    .execute();
}

export type MemberPageQuery = { search: string | undefined; limit: number; offset: number };

/**
 * One page of the list's members the company may see, newest addition first, whose name or
 * headline holds `search`, with how many there are.
 */
export async function memberPage(db: Db, o: Owner, listId: string, q: MemberPageQuery) {
  const scope = scopedTo(db, o.clientId);
  let base = scope
    .selectFrom('candidate_list_members as m')
    .innerJoin('users as u', 'u.id', 'm.candidate_id')
    .leftJoin('candidate_profiles as p', (j) => j.onRef('p.user_id', '=', 'u.id').on(scope.owns('p')))
    .where('m.list_id', '=', listId)
    .where(visibleTo(o.companyId));
  const text = q.search;
  if (text) {
    const like = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    base = base.where(
      sql<SqlBool>`(concat_ws(' ', u.first_name, u.last_name) ilike ${like} or coalesce(p.headline, '') ilike ${like})`,
    );
  }
  const [members, count] = await Promise.all([
    base
      .select(['m.candidate_id', 'm.added_at', 'm.added_by_name'])
      .orderBy('m.added_at', 'desc')
      .orderBy('m.candidate_id')
      .limit(q.limit)
      .offset(q.offset)
      .execute(),
    base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { members, total: Number(count.n) };
}

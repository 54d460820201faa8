// Candidate lists in the database: always the company's own (another company's list is as unknown
// as a missing one), members shown only while the company may see them (findable, or an
// applicant of the company: visibility.ts), newest addition first.
import { sql, type Selectable, type SqlBool } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { CandidateListsTable } from '../db/tables-search.ts';
import { notFound } from '../http/errors.ts';
import type { Searcher } from './employer.ts';
import { appliedTo, FINDABLE } from './visibility.ts';

type S = components['schemas'];
export type ListRow = Selectable<CandidateListsTable>;

/** The most members a list holds. */
export const LIST_CAP = 5000;

/** SQL over `users u` left-joined to `candidate_profiles p`: the company may list the candidate. */
export const visibleTo = (companyId: string) => sql<SqlBool>`(${FINDABLE} or ${appliedTo(companyId)})`;

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listRow(db: Db, s: Searcher, id: string): Promise<ListRow> {
  const row = await db
    .selectFrom('candidate_lists')
    .selectAll()
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) throw notFound('No such candidate list');
  return row;
}

/** The company's lists among the ids, locked for a membership change; 404 if one is not. */
export async function lockLists(db: Db, s: Searcher, ids: readonly string[]): Promise<ListRow[]> {
  if (!ids.length) return [];
  const rows = await db
    .selectFrom('candidate_lists')
    .selectAll()
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('id', 'in', [...ids])
    .orderBy('id')
    .forUpdate()
    .execute();
  if (rows.length !== new Set(ids).size) throw notFound('No such candidate list');
  return rows;
}

/** Which of the ids are candidates of the board the company may add to its lists. */
export async function addable(db: Db, s: Searcher, ids: readonly string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await db
    .selectFrom('users as u')
    .leftJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .select('u.id')
    .where('u.client_id', '=', s.clientId)
    .where('u.id', 'in', [...ids])
    .where(visibleTo(s.companyId))
    .execute();
  return new Set(rows.map((r) => r.id));
}

/** Every stored member of the lists, hidden or not (what the cap counts). */
export async function memberCounts(db: Db, listIds: readonly string[]): Promise<Map<string, number>> {
  if (!listIds.length) return new Map();
  const rows = await db
    .selectFrom('candidate_list_members')
    .select(['list_id', (eb) => eb.fn.countAll<string>().as('n')])
    .where('list_id', 'in', [...listIds])
    .groupBy('list_id')
    .execute();
  return new Map(rows.map((r) => [r.list_id, Number(r.n)]));
}

/** The lists as the contract shows them, with their visible members newest first. */
export async function listViews(db: Db, s: Searcher, rows: readonly ListRow[]): Promise<S['CandidateList'][]> {
  if (!rows.length) return [];
  const members = await db
    .selectFrom('candidate_list_members as m')
    .innerJoin('users as u', 'u.id', 'm.candidate_id')
    .leftJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .select(['m.list_id', 'm.candidate_id'])
    .where('m.client_id', '=', s.clientId)
    .where(
      'm.list_id',
      'in',
      rows.map((r) => r.id),
    )
    .where(visibleTo(s.companyId))
    .orderBy('m.added_at', 'desc')
    .orderBy('m.candidate_id')
    .execute();
  const byList = new Map<string, string[]>();
  for (const m of members) {
    const ids = byList.get(m.list_id) ?? [];
    ids.push(m.candidate_id);
    byList.set(m.list_id, ids);
  }
  return rows.map((r) => {
    const ids = byList.get(r.id) ?? [];
    return {
      _id: r.id,
      name: r.name,
      description: r.description,
      candidateIds: ids,
      count: ids.length,
      createdByName: r.created_by_name,
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    };
  });
}

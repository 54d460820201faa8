// The company's own candidate lists as lists.ts and list-members.ts use them: another company's
// list is as unknown as a missing one (404), and a list shows the members the company may see,
// newest addition first.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors/errors.ts';
import type { Searcher } from './employer.ts';
import { visibleMembers } from './repo/list-members.ts';
import { listById, lockListsById, type ListRow } from './repo/lists.ts';

type S = components['schemas'];

const iso = (d: Date | string) => new Date(d).toISOString();

export async function listRow(db: Db, s: Searcher, id: string): Promise<ListRow> {
  const row = await listById(db, s, id);
  if (!row) throw notFound('No such candidate list');
  return row;
}

/** The company's lists among the ids, locked for a membership change; 404 if one is not. */
export async function lockLists(db: Db, s: Searcher, ids: readonly string[]): Promise<ListRow[]> {
  if (!ids.length) return [];
  const rows = await lockListsById(db, s, ids);
  if (rows.length !== new Set(ids).size) throw notFound('No such candidate list');
  return rows;
}

/** The lists as the contract shows them, with their visible members newest first. */
export async function listViews(db: Db, s: Searcher, rows: readonly ListRow[]): Promise<S['CandidateList'][]> {
  if (!rows.length) return [];
  const members = await visibleMembers(
    db,
    s,
    rows.map((r) => r.id),
  );
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

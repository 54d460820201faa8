// SQL of the resume builder's resumes (table `resumes` of 0018-candidate-profile). Every query is
// scoped by tenant and candidate; jsonb values are written as JSON text.
import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db } from '../db/database.ts';
import type { ResumesTable } from '../db/tables-candidate-profile.ts';
import { scopedTo } from '../db/tenant-scope.ts';

export type ResumeRow = Selectable<ResumesTable>;
export type ResumeInsert = Insertable<ResumesTable>;
export type ResumeChanges = Updateable<ResumesTable>;

export type OwnerKey = { clientId: string; candidateId: string };

export async function insertResume(db: Db, values: ResumeInsert): Promise<ResumeRow> {
  const { client_id: clientId, ...row } = values;
  return scopedTo(db, clientId).insertInto('resumes', row).returningAll().executeTakeFirstOrThrow();
}

export async function findResume(db: Db, owner: OwnerKey, id: string): Promise<ResumeRow | undefined> {
  return scopedTo(db, owner.clientId)
    .selectFrom('resumes')
    .selectAll()
    .where('candidate_id', '=', owner.candidateId)
    .where('id', '=', id)
    .executeTakeFirst();
}

/** Applies the changes and returns the row as it now is; undefined when it is not the owner's. */
export async function updateResume(
  db: Db,
  owner: OwnerKey,
  id: string,
  changes: ResumeChanges,
): Promise<ResumeRow | undefined> {
  return scopedTo(db, owner.clientId)
    .updateTable('resumes')
    .set({ ...changes, updated_at: new Date() })
    .where('candidate_id', '=', owner.candidateId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

export type ResumeListRow = Pick<ResumeRow, 'id' | 'name' | 'settings' | 'file' | 'updated_at'>;

/** The owner's resumes, last changed first, without their sections (the list shows none). */
export async function listResumeRows(db: Db, owner: OwnerKey): Promise<ResumeListRow[]> {
  return scopedTo(db, owner.clientId)
    .selectFrom('resumes')
    .select(['id', 'name', 'settings', 'file', 'updated_at'])
    .where('candidate_id', '=', owner.candidateId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute();
}

export async function deleteResumeRow(db: Db, owner: OwnerKey, id: string): Promise<ResumeRow | undefined> {
  return scopedTo(db, owner.clientId)
    .deleteFrom('resumes')
    .where('candidate_id', '=', owner.candidateId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
}

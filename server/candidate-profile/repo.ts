// The candidate_profiles row: made on first need from the account, changed one section at a time,
// and its stored completion recomputed after every change.
import { sql, type Selectable, type Updateable } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { CandidateProfilesTable } from '../db/tables-jobs.ts';
import { scopedTo } from '../db/tenant-scope.ts';
import { profileView } from './view.ts';

type CandidateProfile = components['schemas']['CandidateProfile'];

export type ProfileRow = Selectable<CandidateProfilesTable>;
export type ProfilePatch = Omit<
  Updateable<CandidateProfilesTable>,
  'user_id' | 'client_id' | 'percent' | 'percent_obj'
>;

/** Makes sure the candidate has a profile row (idempotent; two racing calls make one row). */
export async function ensureProfile(db: Db, clientId: string, userId: string): Promise<void> {
  await scopedTo(db, clientId)
    .insertInto('candidate_profiles', {
      user_id: userId,
      skills: '[]',
      experiences: '[]',
      educations: '[]',
      projects: '[]',
      certificates: '[]',
      percent_obj: '{}',
    })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}

export async function profileRowOf(db: Db, clientId: string, userId: string): Promise<ProfileRow> {
  await ensureProfile(db, clientId, userId);
  return scopedTo(db, clientId)
    .selectFrom('candidate_profiles')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** Writes a change to the profile and the completion it leads to; answers the profile as it now is. */
export async function patchProfile(
  db: Db,
  clientId: string,
  userId: string,
  patch: ProfilePatch,
): Promise<CandidateProfile> {
  await ensureProfile(db, clientId, userId);
  if (Object.keys(patch).length)
    await scopedTo(db, clientId)
      .updateTable('candidate_profiles')
      .set({ ...patch, updated_at: sql`now()` })
      .where('user_id', '=', userId)
      .execute();
  const view = await storeCompletion(db, clientId, userId);
  if (!view) throw new Error('a candidate profile without its account');
  return view;
}

/** Stores the completion of the profile as it now is, and answers that profile (null without an account). */
export async function storeCompletion(db: Db, clientId: string, userId: string): Promise<CandidateProfile | null> {
  const view = await profileView(db, clientId, userId);
  if (!view) return null;
  await scopedTo(db, clientId)
    .updateTable('candidate_profiles')
    .set({ percent_obj: JSON.stringify(view.percentObj), percent: view.percentObj.percent })
    .where('user_id', '=', userId)
    .execute();
  return view;
}

// Erasure of a candidate (`candidate/soft-delete`): every table that holds the person's data is
// scrubbed in one transaction. What employers keep is the fact of each application (its job,
// status and history, counted by the pipeline and analytics) under the name "Deleted candidate",
// with answers, cover letter and resume removed. Text other people received that names the
// candidate (employers' notifications, e-mails in the outbox) has the name, e-mail and phone
// replaced. The stored files are removed after the transaction (the caller does it with the keys
// returned), so a failed transaction never leaves rows pointing at removed files.
import type { Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { eraseFollower } from '../company-followers/index.ts';
import { eraseVideoResume } from '../video-resume/index.ts';
import {
  anonymiseAccount,
  deleteFileRows,
  deleteOwnRows,
  deleteTraces,
  erasedAccount,
  filesPointedAt,
  scrubApplicationsAndPayments,
  scrubFromTexts,
  type OwnedTable,
} from './erase-repo.ts';

export const DELETED_NAME = { first: 'Deleted', last: 'candidate' };

type Trx = Kysely<Database>;

const keyOfUri = (uri: unknown) =>
  typeof uri === 'string' && uri.startsWith('/files/') ? uri.slice('/files/'.length) : null;

/** The person's strings as other people's texts may hold them, longest first. */
function identifiersOf(u: { first_name: string; last_name: string; email: string; mob_no: string | null }): string[] {
  const name = `${u.first_name} ${u.last_name}`.trim();
  return [name, u.email, u.mob_no ?? ''].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
}

const OWN_ROWS: [OwnedTable, 'user_id' | 'candidate_id'][] = [
  ['candidate_profiles', 'user_id'],
  ['resumes', 'candidate_id'],
  ['parsed_resumes', 'candidate_id'],
  ['accomplishments', 'candidate_id'],
  ['user_identities', 'user_id'],
  ['job_alerts', 'user_id'],
  ['job_tracks', 'user_id'],
  ['notifications', 'user_id'],
  ['push_subscriptions', 'user_id'],
  ['form_data', 'user_id'],
  ['password_resets', 'user_id'],
  ['sessions', 'user_id'],
];

/** Scrubs the candidate; answers the storage keys of the files to remove once committed. */
export async function eraseCandidate(trx: Trx, clientId: string, userId: string, now: Date): Promise<string[]> {
  const user = await erasedAccount(trx, clientId, userId);
  const ids = identifiersOf(user);

  // Files: the candidate's own uploads, and every file an application or the profile names.
  const held = await filesPointedAt(trx, clientId, userId);
  const keys = new Set(held.keys);
  for (const uri of held.resumeUris) {
    const k = keyOfUri(uri);
    if (k) keys.add(k);
  }
  const avatar = keyOfUri(user.avatar_uri);
  if (avatar) keys.add(avatar);
  for (const uri of held.invoiceUris) {
    const k = keyOfUri(uri);
    if (k) keys.add(k);
  }
  await deleteFileRows(trx, clientId, [...keys]);

  // Applications stay, without what the candidate wrote or sent.
  await scrubApplicationsAndPayments(trx, clientId, userId, now);

  // The candidate's own rows.
  for (const [table, column] of OWN_ROWS) await deleteOwnRows(trx, clientId, userId, table, column);
  await eraseFollower(trx, clientId, userId);
  for (const key of await eraseVideoResume(trx, clientId, userId)) keys.add(key);
  // Their reviews go with them: the words are theirs, and a company's average is of people who are here.
  await deleteTraces(trx, clientId, userId, user.email);

  // Other people's texts that name the candidate.
  for (const id of ids) await scrubFromTexts(trx, clientId, id);

  // The account itself: nameless, its e-mail freed, no way to sign in.
  await anonymiseAccount(trx, clientId, userId, DELETED_NAME, now);
  return [...keys];
}

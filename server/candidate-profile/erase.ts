// Erasure of a candidate (`candidate/soft-delete`): every table that holds the person's data is
// scrubbed in one transaction. What employers keep is the fact of each application (its job,
// status and history, counted by the pipeline and analytics) under the name "Deleted candidate",
// with answers, cover letter and resume removed. Text other people received that names the
// candidate (employers' notifications, e-mails in the outbox) has the name, e-mail and phone
// replaced. The stored files are removed after the transaction (the caller does it with the keys
// returned), so a failed transaction never leaves rows pointing at removed files.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { eraseFollower } from '../company-followers/follows-repo.ts';
import { eraseVideoResume } from '../video-resume/erase.ts';

export const DELETED_NAME = { first: 'Deleted', last: 'candidate' };

type Trx = Kysely<Database>;
type OwnedTable =
  | 'candidate_profiles'
  | 'resumes'
  | 'parsed_resumes'
  | 'accomplishments'
  | 'user_identities'
  | 'job_alerts'
  | 'job_tracks'
  | 'notifications'
  | 'push_subscriptions'
  | 'form_data'
  | 'password_resets'
  | 'sessions';

const keyOfUri = (uri: unknown) =>
  typeof uri === 'string' && uri.startsWith('/files/') ? uri.slice('/files/'.length) : null;

/** The person's strings as other people's texts may hold them, longest first. */
function identifiersOf(u: { first_name: string; last_name: string; email: string; mob_no: string | null }): string[] {
  const name = `${u.first_name} ${u.last_name}`.trim();
  return [name, u.email, u.mob_no ?? ''].filter((s) => s.length >= 3).sort((a, b) => b.length - a.length);
}

/** Scrubs the candidate; answers the storage keys of the files to remove once committed. */
export async function eraseCandidate(trx: Trx, clientId: string, userId: string, now: Date): Promise<string[]> {
  const user = await trx
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'mob_no', 'avatar_uri'])
    .where('client_id', '=', clientId)
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  const ids = identifiersOf(user);
  const own = (table: OwnedTable, column: 'user_id' | 'candidate_id' = 'user_id') =>
    sql`delete from ${sql.table(table)} where client_id = ${clientId} and ${sql.ref(column)} = ${userId}`.execute(trx);

  // Files: the candidate's own uploads, and every file an application or the profile names.
  const files = await trx
    .selectFrom('files')
    .select('storage_key')
    .where('client_id', '=', clientId)
    .where('owner_id', '=', userId)
    .execute();
  const apps = await trx
    .selectFrom('applications')
    .select(['resume'])
    .where('client_id', '=', clientId)
    .where('candidate_id', '=', userId)
    .execute();
  const keys = new Set(files.map((f) => f.storage_key));
  for (const a of apps) {
    const k = keyOfUri(a.resume?.uri);
    if (k) keys.add(k);
  }
  const avatar = keyOfUri(user.avatar_uri);
  if (avatar) keys.add(avatar);
  const orders = await trx
    .selectFrom('orders')
    .select('invoice_file')
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .where('invoice_file', 'is not', null)
    .execute();
  for (const o of orders) {
    const k = keyOfUri(o.invoice_file);
    if (k) keys.add(k);
  }
  if (keys.size)
    await trx
      .deleteFrom('files')
      .where('client_id', '=', clientId)
      .where('storage_key', 'in', [...keys])
      .execute();

  // Applications stay, without what the candidate wrote or sent.
  await trx
    .updateTable('applications')
    .set({
      guest_name: null,
      guest_email: null,
      guest_mob_no: null,
      guest_country_code: null,
      resume: null,
      answers: JSON.stringify({}),
      cover_letter: null,
      updated_at: now,
    })
    .where('client_id', '=', clientId)
    .where('candidate_id', '=', userId)
    .execute();
  await trx
    .updateTable('application_history')
    .set({ by_name: 'Deleted candidate' })
    .where('client_id', '=', clientId)
    .where('by_user_id', '=', userId)
    .execute();
  await trx
    .updateTable('orders')
    .set({ invoice_file: null })
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .execute();
  await trx
    .updateTable('payment_methods')
    .set({ holder_name: null })
    .where('client_id', '=', clientId)
    .where('user_id', '=', userId)
    .execute();

  // The candidate's own rows.
  await own('candidate_profiles');
  await own('resumes', 'candidate_id');
  await own('parsed_resumes', 'candidate_id');
  await own('accomplishments', 'candidate_id');
  await own('user_identities');
  await own('job_alerts');
  await own('job_tracks');
  await own('notifications');
  await own('push_subscriptions');
  await own('form_data');
  await own('password_resets');
  await own('sessions');
  await eraseFollower(trx, clientId, userId);
  for (const key of await eraseVideoResume(trx, clientId, userId)) keys.add(key);
  await trx
    .deleteFrom('otps')
    .where('client_id', '=', clientId)
    .where((w) => w.or([w('user_id', '=', userId), w('email', '=', user.email)]))
    .execute();
  await trx.deleteFrom('analytics_events').where('client_id', '=', clientId).where('subject_id', '=', userId).execute();
  await trx.deleteFrom('outbox').where('client_id', '=', clientId).where('to_address', '=', user.email).execute();
  await trx.deleteFrom('chat_reports').where('client_id', '=', clientId).where('reporter_id', '=', userId).execute();
  // Their reviews go with them: the words are theirs, and a company's average is of people who are here.
  await trx.deleteFrom('reviews').where('client_id', '=', clientId).where('author_id', '=', userId).execute();
  await trx
    .updateTable('chat_messages')
    .set({ body: 'This message was deleted with the account.', attachments: JSON.stringify([]) })
    .where('client_id', '=', clientId)
    .where('sender_id', '=', userId)
    .execute();

  // Other people's texts that name the candidate.
  for (const id of ids) {
    const swap = (col: string) => sql<string>`replace(${sql.ref(col)}, ${id}, 'Deleted candidate')`;
    const names = (col: string) => sql<boolean>`strpos(${sql.ref(col)}, ${id}) > 0`;
    await trx
      .updateTable('notifications')
      .set({ title: swap('title'), body: swap('body') })
      .where('client_id', '=', clientId)
      .where((w) => w.or([names('title'), names('body')]))
      .execute();
    await trx
      .updateTable('outbox')
      .set({ subject: swap('subject'), html: swap('html'), text: swap('text') })
      .where('client_id', '=', clientId)
      .where((w) => w.or([names('subject'), names('html'), names('text')]))
      .execute();
    await trx
      .updateTable('audit_log')
      .set({ detail: sql`replace(detail::text, ${id}, 'Deleted candidate')::jsonb` })
      .where('client_id', '=', clientId)
      .where(sql<boolean>`strpos(detail::text, ${id}) > 0`)
      .execute();
  }

  // The account itself: nameless, its e-mail freed, no way to sign in.
  await trx
    .updateTable('users')
    .set({
      first_name: DELETED_NAME.first,
      last_name: DELETED_NAME.last,
      email: `deleted-${userId}@deleted.invalid`,
      mob_no: null,
      country_code: null,
      avatar_uri: null,
      password_hash: null,
      designation: null,
      status: 'deleted',
      deleted_at: now,
      updated_at: now,
    })
    .where('client_id', '=', clientId)
    .where('id', '=', userId)
    .execute();
  return [...keys];
}

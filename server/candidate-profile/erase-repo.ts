// The statements of a candidate's erasure (erase.ts), run in its transaction in this order: what
// points at their files is read before the rows go, applications keep their facts, the candidate's
// own rows go, and other people's texts lose the candidate's name, e-mail and phone.
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/tables.ts';
import { scopedTo } from '../db/tenant-scope.ts';

type Trx = Kysely<Database>;

/** The tables whose rows are only the candidate's, by the column naming them. */
export type OwnedTable =
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

export async function erasedAccount(trx: Trx, clientId: string, userId: string) {
  return scopedTo(trx, clientId)
    .selectFrom('users')
    .select(['first_name', 'last_name', 'email', 'mob_no', 'avatar_uri'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/** The candidate's uploads' keys, the resumes their applications name, and their orders' invoices. */
export async function filesPointedAt(trx: Trx, clientId: string, userId: string) {
  const scope = scopedTo(trx, clientId);
  const files = await scope.selectFrom('files').select('storage_key').where('owner_id', '=', userId).execute();
  const apps = await scope.selectFrom('applications').select(['resume']).where('candidate_id', '=', userId).execute();
  const orders = await scope
    .selectFrom('orders')
    .select('invoice_file')
    .where('user_id', '=', userId)
    .where('invoice_file', 'is not', null)
    .execute();
  return {
    keys: files.map((f) => f.storage_key),
    resumeUris: apps.map((a) => a.resume?.uri),
    invoiceUris: orders.map((o) => o.invoice_file),
  };
}

export async function deleteFileRows(trx: Trx, clientId: string, keys: readonly string[]): Promise<void> {
  if (!keys.length) return;
  await scopedTo(trx, clientId)
    .deleteFrom('files')
    .where('storage_key', 'in', [...keys])
    .execute();
}

/** Applications stay, without what the candidate wrote or sent; their payments lose the name and invoices. */
export async function scrubApplicationsAndPayments(trx: Trx, clientId: string, userId: string, now: Date) {
  const scope = scopedTo(trx, clientId);
  await scope
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
    .where('candidate_id', '=', userId)
    .execute();
  await scope
    .updateTable('application_history')
    .set({ by_name: 'Deleted candidate' })
    .where('by_user_id', '=', userId)
    .execute();
  await scope.updateTable('orders').set({ invoice_file: null }).where('user_id', '=', userId).execute();
  await scope.updateTable('payment_methods').set({ holder_name: null }).where('user_id', '=', userId).execute();
}

export async function deleteOwnRows(
  trx: Trx,
  clientId: string,
  userId: string,
  table: OwnedTable,
  column: 'user_id' | 'candidate_id',
): Promise<void> {
  const owned = scopedTo(trx, clientId).owns(table);
  await sql`delete from ${sql.table(table)} where ${owned} and ${sql.ref(column)} = ${userId}`.execute(trx);
}

/** Codes, analytics, mails to them, their reports and reviews go; their chat messages are blanked. */
export async function deleteTraces(trx: Trx, clientId: string, userId: string, email: string): Promise<void> {
  const scope = scopedTo(trx, clientId);
  await trx
    .deleteFrom('otps')
    .where(scope.owns('otps'))
    .where((w) => w.or([w('user_id', '=', userId), w('email', '=', email)]))
    .execute();
  await scope.deleteFrom('analytics_events').where('subject_id', '=', userId).execute();
  await trx.deleteFrom('outbox').where(scope.owns('outbox')).where('to_address', '=', email).execute();
  await scope.deleteFrom('chat_reports').where('reporter_id', '=', userId).execute();
  await scope.deleteFrom('reviews').where('author_id', '=', userId).execute();
  await scope
    .updateTable('chat_messages')
    .set({ body: 'This message was deleted with the account.', attachments: JSON.stringify([]) })
    .where('sender_id', '=', userId)
    .execute();
}

/** Replaces the text with "Deleted candidate" in the tenant's notifications, outgoing mails and audit details. */
export async function scrubFromTexts(trx: Trx, clientId: string, text: string): Promise<void> {
  const swap = (col: string) => sql<string>`replace(${sql.ref(col)}, ${text}, 'Deleted candidate')`;
  const names = (col: string) => sql<boolean>`strpos(${sql.ref(col)}, ${text}) > 0`;
  const scope = scopedTo(trx, clientId);
  await scope
    .updateTable('notifications')
    .set({ title: swap('title'), body: swap('body') })
    .where((w) => w.or([names('title'), names('body')]))
    .execute();
  await trx
    .updateTable('outbox')
    .set({ subject: swap('subject'), html: swap('html'), text: swap('text') })
    .where(scope.owns('outbox'))
    .where((w) => w.or([names('subject'), names('html'), names('text')]))
    .execute();
  await trx
    .updateTable('audit_log')
    .set({ detail: sql`replace(detail::text, ${text}, 'Deleted candidate')::jsonb` })
    .where(scope.owns('audit_log'))
    .where(sql<boolean>`strpos(detail::text, ${text}) > 0`)
    .execute();
}

/** The account itself: nameless, its e-mail freed, no way to sign in. */
export async function anonymiseAccount(
  trx: Trx,
  clientId: string,
  userId: string,
  name: { first: string; last: string },
  now: Date,
): Promise<void> {
  await scopedTo(trx, clientId)
    .updateTable('users')
    .set({
      first_name: name.first,
      last_name: name.last,
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
    .where('id', '=', userId)
    .execute();
}

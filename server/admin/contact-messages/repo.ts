// The console's queries of the contact form's messages, always the board's own (client_id).
import { sql, type SelectQueryBuilder } from 'kysely';
import type { components } from '@generated/schema';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/tables.ts';
import { escapeLike } from '../../db/like.ts';
import { scopedTo } from '../../db/tenant-scope.ts';
import type { ConsoleEnv } from '../../http/console-admin.ts';

type S = components['schemas'];
type State = S['ContactMessageState'];

const COLUMNS = [
  'id',
  'name',
  'email',
  'phone',
  'company',
  'subject',
  'message',
  'status',
  'spam_reason',
  'mailed_to',
  'created_at',
  'handled_at',
] as const;

function boardMessages(env: ConsoleEnv) {
  return scopedTo(env.db, env.clientId).selectFrom('contact_messages');
}

/** The form's verdict and the admin's mark together make the console's three states. */
function inState<O>(q: SelectQueryBuilder<Database, 'contact_messages', O>, state: State) {
  if (state === 'spam') return q.where('status', '=', 'spam');
  return q.where('status', '=', 'new').where('handled_at', state === 'new' ? 'is' : 'is not', null);
}

export async function findMessage(env: ConsoleEnv, id: string) {
  return boardMessages(env).select(COLUMNS).where('id', '=', id).executeTakeFirst();
}

export type MessageRow = NonNullable<Awaited<ReturnType<typeof findMessage>>>;

export async function listMessageRows(
  env: ConsoleEnv,
  q: S['AdminContactMessageQuery'],
): Promise<{ rows: MessageRow[]; total: number; page: number; limit: number }> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  let rows = inState(boardMessages(env), q.state ?? 'new');
  const search = q.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    rows = rows.where((e) =>
      e.or([
        e('name', 'ilike', like),
        e('email', 'ilike', like),
        e('subject', 'ilike', like),
        e('message', 'ilike', like),
      ]),
    );
  }
  const [items, total] = await Promise.all([
    rows
      .select(COLUMNS)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows: items, total: Number(total.n), page: pageNo, limit };
}

/** Marks a message handled by `by`, or new again (null); undefined when it is not the board's or is spam. */
export async function setHandled(
  db: Db,
  clientId: string,
  id: string,
  by: string | null,
): Promise<MessageRow | undefined> {
  return scopedTo(db, clientId)
    .updateTable('contact_messages')
    .set({ handled_at: by ? new Date() : null, handled_by: by })
    .where('id', '=', id)
    .where('status', '=', 'new')
    .returning(COLUMNS)
    .executeTakeFirst();
}

// The company's notes on candidates.
import type { Db } from '../db/database.ts';
import { scopedTo, type TenantRow } from '../db/tenant-scope.ts';

const COLUMNS = ['id', 'candidate_id', 'body', 'author_id', 'author_name', 'created_at'] as const;

type Who = { clientId: string; companyId: string };

export async function notesPage(db: Db, who: Who, candidateId: string, limit: number, offset: number) {
  const mine = scopedTo(db, who.clientId)
    .selectFrom('candidate_notes')
    .where('company_id', '=', who.companyId)
    .where('candidate_id', '=', candidateId);
  const [rows, total] = await Promise.all([
    mine.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(total.n) };
}

export type NewNote = Omit<TenantRow<'candidate_notes'>, 'company_id'>;

export async function insertNote(db: Db, who: Who, note: NewNote) {
  return scopedTo(db, who.clientId)
    .insertInto('candidate_notes', { ...note, company_id: who.companyId })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
}

export async function findNote(db: Db, who: Who, noteId: string) {
  return scopedTo(db, who.clientId)
    .selectFrom('candidate_notes')
    .select(['id', 'author_id'])
    .where('company_id', '=', who.companyId)
    .where('id', '=', noteId)
    .executeTakeFirst();
}

/** The number of notes deleted (0 or 1). */
export async function deleteNoteRow(db: Db, who: Who, noteId: string): Promise<number> {
  const gone = await scopedTo(db, who.clientId)
    .deleteFrom('candidate_notes')
    .where('company_id', '=', who.companyId)
    .where('id', '=', noteId)
    .executeTakeFirst();
  return Number(gone.numDeletedRows);
}

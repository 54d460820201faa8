// The company's notes on a candidate (candidate/notes...): its team reads and writes them, nobody
// else sees them (another company's note answers 404 like an unknown one). The candidate must be
// one the company may see. The author's name is kept with the note so it outlives the account;
// the author or the company's owner (employer kind 1) may delete it, another colleague may not.
import type { components } from '@generated/schema';
import { forbidden, notFound } from '../http/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import { pagingOf } from '../search/paging.ts';
import { assertVisible, fullName, iso, type CompanyScope } from './scope.ts';

type S = components['schemas'];

type NoteRow = {
  id: string;
  candidate_id: string;
  body: string;
  author_id: string | null;
  author_name: string;
  created_at: Date;
};

const view = (r: NoteRow): S['CandidateNote'] => ({
  _id: r.id,
  candidateId: r.candidate_id,
  body: r.body,
  authorId: r.author_id,
  authorName: r.author_name,
  createdAt: iso(r.created_at),
});

const COLUMNS = ['id', 'candidate_id', 'body', 'author_id', 'author_name', 'created_at'] as const;

export async function listNotes(s: CompanyScope, q: S['CandidateNoteQuery']): Promise<Page<S['CandidateNote']>> {
  await assertVisible(s, q.candidateId);
  const { page: pageNo, limit, offset } = pagingOf(q);
  const mine = s.db
    .selectFrom('candidate_notes')
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('candidate_id', '=', q.candidateId);
  const [rows, total] = await Promise.all([
    mine.select(COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(limit).offset(offset).execute(),
    mine.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return page(rows.map(view), Number(total.n), pageNo, limit);
}

export async function createNote(s: CompanyScope, input: S['CandidateNoteInput']): Promise<S['CandidateNote']> {
  await assertVisible(s, input.candidateId);
  const row = await s.db
    .insertInto('candidate_notes')
    .values({
      client_id: s.clientId,
      company_id: s.companyId,
      candidate_id: input.candidateId,
      author_id: s.user.id,
      author_name: fullName({ first_name: s.user.firstName, last_name: s.user.lastName }) || s.user.email,
      body: input.body.trim(),
    })
    .returning(COLUMNS)
    .executeTakeFirstOrThrow();
  return view(row);
}

export async function deleteNote(s: CompanyScope, noteId: string): Promise<S['Done']> {
  const note = await s.db
    .selectFrom('candidate_notes')
    .select(['id', 'author_id'])
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('id', '=', noteId)
    .executeTakeFirst();
  if (!note) throw notFound('No such note');
  if (note.author_id !== s.user.id && s.user.employerKind !== 1)
    throw forbidden('Only the note’s author or the company’s owner can delete it');
  const gone = await s.db
    .deleteFrom('candidate_notes')
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('id', '=', noteId)
    .executeTakeFirst();
  return { affected: Number(gone.numDeletedRows) };
}

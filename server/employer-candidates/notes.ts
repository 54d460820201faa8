// The company's notes on a candidate (candidate/notes...): its team reads and writes them, nobody
// else sees them (another company's note answers 404 like an unknown one). The candidate must be
// one the company may see. The author's name is kept with the note so it outlives the account;
// the author or the company's owner (employer kind 1) may delete it, another colleague may not.
import type { components } from '@generated/schema';
import { forbidden, notFound } from '../errors/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import { pagingOf } from '../candidates/index.ts';
import { deleteNoteRow, findNote, insertNote, notesPage } from './notes-repo.ts';
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

export async function listNotes(s: CompanyScope, q: S['CandidateNoteQuery']): Promise<Page<S['CandidateNote']>> {
  await assertVisible(s, q.candidateId);
  const { page: pageNo, limit, offset } = pagingOf(q);
  const { rows, total } = await notesPage(s.db, s, q.candidateId, limit, offset);
  return page(rows.map(view), total, pageNo, limit);
}

export async function createNote(s: CompanyScope, input: S['CandidateNoteInput']): Promise<S['CandidateNote']> {
  await assertVisible(s, input.candidateId);
  const row = await insertNote(s.db, s, {
    candidate_id: input.candidateId,
    author_id: s.user.id,
    author_name: fullName({ first_name: s.user.firstName, last_name: s.user.lastName }) || s.user.email,
    body: input.body.trim(),
  });
  return view(row);
}

export async function deleteNote(s: CompanyScope, noteId: string): Promise<S['Done']> {
  const note = await findNote(s.db, s, noteId);
  if (!note) throw notFound('No such note');
  if (note.author_id !== s.user.id && s.user.employerKind !== 1)
    throw forbidden('Only the note’s author or the company’s owner can delete it');
  return { affected: await deleteNoteRow(s.db, s, noteId) };
}

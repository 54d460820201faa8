// Accomplishments (awards, publications, languages ...): rows of their own, owned by the candidate.
import type { Selectable } from 'kysely';
import type { components } from '@generated/schema';
import type { AccomplishmentsTable } from '../db/tables-candidate-profile.ts';
import { page, type Page } from '../http/envelope.ts';
import { fieldError, notFound } from '../errors/errors.ts';
import {
  accomplishmentsPage,
  findAccomplishment,
  insertAccomplishment,
  updateAccomplishmentRow,
} from './accomplishments-repo.ts';
import { todayIso } from './section-rules.ts';
import type { Owner } from './sections.ts';

type S = components['schemas'];
type Row = Selectable<AccomplishmentsTable> & { day: string | null };

const view = (r: Row): S['Accomplishment'] => ({
  _id: r.id,
  type: r.type,
  title: r.title,
  issuer: r.issuer,
  date: r.day,
  url: r.url,
  description: r.description,
  createdAt: new Date(r.created_at).toISOString(),
  updatedAt: new Date(r.updated_at).toISOString(),
});

function values(o: Owner, input: S['AccomplishmentInput']) {
  if (input.date && input.date > todayIso(o.now)) throw fieldError('date', 'The date cannot be in the future');
  return {
    type: input.type,
    title: input.title.trim(),
    issuer: input.issuer?.trim() || null,
    date: input.date ?? null,
    url: input.url ?? null,
    description: input.description?.trim() || null,
  };
}

export async function createAccomplishment(o: Owner, input: S['AccomplishmentInput']): Promise<S['Accomplishment']> {
  const id = await insertAccomplishment(o.db, o, values(o, input));
  return view(await findAccomplishment(o.db, o, id));
}

export async function updateAccomplishment(
  o: Owner,
  id: string,
  input: S['AccomplishmentInput'],
): Promise<S['Accomplishment']> {
  if (!(await updateAccomplishmentRow(o.db, o, id, { ...values(o, input), updated_at: o.now })))
    throw notFound('No such accomplishment on your profile');
  return view(await findAccomplishment(o.db, o, id));
}

export async function listAccomplishments(
  o: Owner,
  q: S['AccomplishmentListQuery'],
): Promise<Page<S['Accomplishment']>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const { rows, total } = await accomplishmentsPage(o.db, o, {
    type: q.type,
    search: q.search,
    sortBy: q.sortBy,
    sortOrder: q.sortOrder,
    page: pageNo,
    limit,
  });
  return page(rows.map(view), total, pageNo, limit);
}

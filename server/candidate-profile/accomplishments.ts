// Accomplishments (awards, publications, languages ...): rows of their own, owned by the candidate.
import { sql, type Selectable } from 'kysely';
import type { components } from '@generated/schema';
import type { AccomplishmentsTable } from '../db/tables-candidate-profile.ts';
import { page, type Page } from '../http/envelope.ts';
import { fieldError, notFound } from '../http/errors.ts';
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

const selectOwn = (o: Owner) =>
  o.db
    .selectFrom('accomplishments')
    .selectAll()
    .select(sql<string | null>`to_char(date, 'YYYY-MM-DD')`.as('day'))
    .where('client_id', '=', o.clientId)
    .where('candidate_id', '=', o.userId);

export async function createAccomplishment(o: Owner, input: S['AccomplishmentInput']): Promise<S['Accomplishment']> {
  const { id } = await o.db
    .insertInto('accomplishments')
    .values({ client_id: o.clientId, candidate_id: o.userId, ...values(o, input) })
    .returning('id')
    .executeTakeFirstOrThrow();
  return view(await selectOwn(o).where('id', '=', id).executeTakeFirstOrThrow());
}

export async function updateAccomplishment(
  o: Owner,
  id: string,
  input: S['AccomplishmentInput'],
): Promise<S['Accomplishment']> {
  const done = await o.db
    .updateTable('accomplishments')
    .set({ ...values(o, input), updated_at: o.now })
    .where('client_id', '=', o.clientId)
    .where('candidate_id', '=', o.userId)
    .where('id', '=', id)
    .executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw notFound('No such accomplishment on your profile');
  return view(await selectOwn(o).where('id', '=', id).executeTakeFirstOrThrow());
}

export async function listAccomplishments(
  o: Owner,
  q: S['AccomplishmentListQuery'],
): Promise<Page<S['Accomplishment']>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  let base = o.db
    .selectFrom('accomplishments')
    .where('client_id', '=', o.clientId)
    .where('candidate_id', '=', o.userId);
  if (q.type) base = base.where('type', '=', q.type);
  if (q.search?.trim()) base = base.where('title', 'ilike', `%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const { n } = await base.select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  const dir = q.sortOrder === 'asc' ? 'asc' : 'desc';
  const rows = await base
    .selectAll()
    .select(sql<string | null>`to_char(date, 'YYYY-MM-DD')`.as('day'))
    // Both parts of the order come from fixed strings, never from the request's text.
    .orderBy(sql.raw(q.sortBy === 'createdAt' ? `created_at ${dir}` : `date ${dir} nulls last, created_at desc`))
    .orderBy('id')
    .limit(limit)
    .offset((pageNo - 1) * limit)
    .execute();
  return page(rows.map(view), Number(n), pageNo, limit);
}

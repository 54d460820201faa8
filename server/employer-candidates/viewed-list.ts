// The candidates the company's team viewed (candidate/viewed-candidate/list), one row per
// candidate: how many viewer-days (a colleague viewing on a day counts once, whichever kinds of
// view), first and last view, who viewed last and whether the contact was revealed. Only
// candidates the company may still see are listed: one who turned searching off and never
// applied to the company drops out, like everywhere else employers read candidates.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { fieldError } from '../http/errors.ts';
import { page, type Page } from '../http/envelope.ts';
import { pagingOf } from '../search/paging.ts';
import { candidateCards } from '../search/cards.ts';
import { appliedTo, FINDABLE } from '../search/visibility.ts';
import { assertPeriod, fullName, iso, type CompanyScope } from './scope.ts';

type S = components['schemas'];

const SORTS = ['lastViewedAt', 'viewCount'] as const;
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

function filtered(s: CompanyScope, q: S['ViewedCandidateQuery']) {
  let b = s.db
    .selectFrom('candidate_views as v')
    .innerJoin('users as u', (j) => j.onRef('u.id', '=', 'v.candidate_id').onRef('u.client_id', '=', 'v.client_id'))
    .leftJoin('candidate_profiles as p', (j) =>
      j.onRef('p.user_id', '=', 'u.id').onRef('p.client_id', '=', 'u.client_id'),
    )
    .where('v.client_id', '=', s.clientId)
    .where('v.company_id', '=', s.companyId)
    .where('u.status', '!=', 'deleted')
    .where(sql<boolean>`(${FINDABLE} or ${appliedTo(s.companyId)})`);
  if (q.jobId) b = b.where('v.job_id', '=', q.jobId);
  if (q.viewedByUserId) b = b.where('v.viewer_id', '=', q.viewedByUserId);
  if (q.from) b = b.where('v.day', '>=', q.from);
  if (q.to) b = b.where('v.day', '<=', q.to);
  if (q.contactViewedOnly)
    b = b.where(
      sql<boolean>`exists (select 1 from candidate_contact_reveals cr where cr.client_id = v.client_id
        and cr.company_id = v.company_id and cr.candidate_id = v.candidate_id)`,
    );
  const search = q.search?.trim();
  if (search) b = b.where(sql<string>`u.first_name || ' ' || u.last_name`, 'ilike', likeOf(search));
  return b;
}

type Filtered = ReturnType<typeof filtered>;

const VIEW_DAYS = sql<string>`count(distinct coalesce(v.viewer_id::text, '') || ':' || v.day::text)`;

function grouped(b: Filtered) {
  return b
    .select([
      'v.candidate_id',
      VIEW_DAYS.as('views'),
      sql<Date>`min(v.created_at)`.as('first_at'),
      sql<Date>`max(v.last_at)`.as('last_at'),
    ])
    .groupBy('v.candidate_id');
}

/** The name of whoever viewed each candidate last, within the same filters. */
async function lastViewers(b: Filtered, ids: string[]): Promise<Map<string, string>> {
  if (!ids.length) return new Map();
  const rows = await b
    .leftJoin('users as vu', 'vu.id', 'v.viewer_id')
    .distinctOn('v.candidate_id')
    .select(['v.candidate_id', 'vu.first_name', 'vu.last_name'])
    .where('v.candidate_id', 'in', ids)
    .orderBy('v.candidate_id')
    .orderBy('v.last_at', 'desc')
    .execute();
  return new Map(
    rows.map((r) => [
      r.candidate_id,
      r.first_name !== null && r.last_name !== null
        ? fullName({ first_name: r.first_name, last_name: r.last_name }) || 'A team member'
        : 'A former team member',
    ]),
  );
}

async function revealedAmong(s: CompanyScope, ids: string[]): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await s.db
    .selectFrom('candidate_contact_reveals')
    .select('candidate_id')
    .where('client_id', '=', s.clientId)
    .where('company_id', '=', s.companyId)
    .where('candidate_id', 'in', ids)
    .execute();
  return new Set(rows.map((r) => r.candidate_id));
}

export async function listViewed(s: CompanyScope, q: S['ViewedCandidateQuery']): Promise<Page<S['ViewedCandidate']>> {
  const sortBy = q.sortBy ?? 'lastViewedAt';
  if (!(SORTS as readonly string[]).includes(sortBy))
    throw fieldError('sortBy', 'Viewed candidates can be sorted by lastViewedAt or viewCount');
  assertPeriod(q.from, q.to);
  const { page: pageNo, limit, offset } = pagingOf(q);
  const dir = q.sortOrder ?? 'desc';
  const base = filtered(s, q);
  let rowsQ = grouped(base);
  if (sortBy === 'viewCount') rowsQ = rowsQ.orderBy(VIEW_DAYS, dir);
  const [rows, total] = await Promise.all([
    rowsQ
      .orderBy(sql`max(v.last_at)`, dir)
      .orderBy('v.candidate_id')
      .limit(limit)
      .offset(offset)
      .execute(),
    base.select(sql<string>`count(distinct v.candidate_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  const ids = rows.map((r) => r.candidate_id);
  const [cards, names, revealed] = await Promise.all([
    candidateCards(s, ids),
    lastViewers(base, ids),
    revealedAmong(s, ids),
  ]);
  const byId = new Map(cards.map((c) => [c._id, c]));
  const items = rows.flatMap((r) => {
    const candidate = byId.get(r.candidate_id);
    if (!candidate) return [];
    return [
      {
        candidate,
        viewCount: Math.max(1, Number(r.views)),
        firstViewedAt: iso(r.first_at),
        lastViewedAt: iso(r.last_at),
        lastViewedByName: names.get(r.candidate_id) ?? 'A team member',
        contactViewed: revealed.has(r.candidate_id),
      },
    ];
  });
  return page(items, Number(total.n), pageNo, limit);
}

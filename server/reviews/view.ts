// Shapes review rows into the contract's Review and ReviewSummary. An anonymous review names its
// author only to the author and the board's admin; no view ever carries an e-mail address.
import type { components } from '@generated/schema';
import type { AuthUser } from '../http/context.ts';
import type { ReviewRow } from './reviews-repo.ts';
import { isAdmin } from './rules.ts';

type S = components['schemas'];

const iso = (d: Date | string) => new Date(d).toISOString();

export function reviewView(row: ReviewRow, viewer: AuthUser | null): S['Review'] {
  const mine = viewer !== null && row.author_id === viewer.id;
  const named = !row.is_anonymous || mine || isAdmin(viewer);
  const name = `${row.author_first_name} ${row.author_last_name}`.trim() || 'Job seeker';
  return {
    _id: row.id,
    companyId: row.company_id,
    author: named ? { name: name.slice(0, 120), avatar: row.author_avatar } : { name: 'Anonymous', avatar: null },
    status: row.status,
    ...(viewer ? { isMine: mine } : {}),
    isAnonymous: row.is_anonymous,
    rating: row.rating,
    title: row.title,
    pros: row.pros,
    cons: row.cons,
    employmentStatus: row.employment_status,
    jobTitle: row.job_title,
    reply: row.reply && row.replied_at ? { body: row.reply, repliedAt: iso(row.replied_at) } : null,
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

/** The average to one decimal (null without reviews), the count and the 1–5 distribution. */
export function summaryView(stars: Map<number, number>): S['ReviewSummary'] {
  const distribution = { '1': 0, '2': 0, '3': 0, '4': 0, '5': 0 };
  let count = 0;
  let sum = 0;
  for (const k of [1, 2, 3, 4, 5] as const) {
    const n = stars.get(k) ?? 0;
    distribution[String(k) as keyof typeof distribution] = n;
    count += n;
    sum += n * k;
  }
  return { average: count ? Math.round((sum / count) * 10) / 10 : null, count, distribution };
}

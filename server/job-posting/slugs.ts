// Job slugs: made from the title, unique per tenant among every job ever made there (deleted ones
// included, so an old link never lands on a different job).
import type { Db } from '../db/database.ts';
import { alreadyExists } from '../errors/errors.ts';
import { slugTaken, slugsLike } from './posting-repo.ts';

export function slugFromTitle(title: string): string {
  const base = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 110)
    .replace(/-+$/g, '');
  return base.length >= 3 ? base : `job-${base || 'post'}`;
}

/** `base`, or `base-2`, `base-3` … whichever is free on the tenant (`exceptJobId` keeps its own). */
export async function freeSlug(db: Db, clientId: string, base: string, exceptJobId?: string): Promise<string> {
  const root = base.replace(/-\d+$/, '') || base;
  if (!(await slugTaken(db, clientId, base, exceptJobId))) return base;
  const used = new Set(await slugsLike(db, clientId, root, exceptJobId));
  for (let n = 2; ; n++) {
    const candidate = `${root}-${n}`;
    if (!used.has(candidate)) return candidate;
  }
}

/** 200 when the slug is free on the tenant (the edited job's own slug counts as free), else 409. */
export async function verifySlug(db: Db, clientId: string, slug: string, jobId?: string) {
  if (await slugTaken(db, clientId, slug, jobId))
    throw alreadyExists('This job address is already used by another job');
  return { slug, available: true as const };
}

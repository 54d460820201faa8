// An article's slug: the admin's own, refused when the board has it already, or one made from the
// title, numbered (`-2`, `-3` ...) until it is free.
import { AppError } from '../errors/errors.ts';
import type { Db } from '../db/database.ts';
import { ARTICLE_SLUG_MAX, slugFromTitle } from '../../shared/journal/paths.ts';
import { slugsLike, slugTaken } from './articles-repo.ts';

/** 409 naming the slug, so the editor shows it beside the field (a stale version names none). */
export const slugConflict = () => {
  const message = 'Another article already has this address';
  return new AppError(409, 'ALREADY_EXIST', message, { fields: [{ field: 'body.slug', message }] });
};

export async function ensureFreeSlug(db: Db, clientId: string, slug: string, exceptId?: string): Promise<void> {
  if (await slugTaken(db, clientId, slug, exceptId)) throw slugConflict();
}

export async function slugForTitle(db: Db, clientId: string, title: string): Promise<string> {
  const base = slugFromTitle(title) || 'article';
  const taken = new Set(await slugsLike(db, clientId, base));
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const slug = `${base.slice(0, ARTICLE_SLUG_MAX - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!taken.has(slug)) return slug;
  }
}

// A tenant's job categories with their open-job counts. A tenant without any categories gets the
// default set the first time they are asked for (and the demo seeder calls the same function).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { notFound } from '../http/errors.ts';
import {
  categoryParents,
  childCategories,
  findCategoryBySlug,
  hasCategories,
  insertCategories,
  listCategoryRows,
  type CategoryRow,
} from './categories-repo.ts';
import { openJobsByCategory } from './category-job-counts.ts';
import { DEFAULT_CATEGORIES } from './default-categories.ts';

type Category = components['schemas']['Category'];
type CategoryListQuery = components['schemas']['CategoryListQuery'];

/** Tenants known to have categories in this process, so the check costs one query per tenant. */
const seeded = new Set<string>();

/** Gives a tenant without categories the default set; a tenant that has any is left alone. */
export async function ensureDefaultCategories(db: Db, clientId: string): Promise<void> {
  if (seeded.has(clientId)) return;
  if (!(await hasCategories(db, clientId))) await insertCategories(db, clientId, DEFAULT_CATEGORIES);
  seeded.add(clientId);
}

/** Open jobs per category, each including those of its subcategories. */
async function rolledUpCounts(db: Db, clientId: string): Promise<Map<string, number>> {
  const direct = await openJobsByCategory(db, clientId);
  if (!direct.size) return direct;
  const parents = await categoryParents(db, clientId);
  const total = new Map<string, number>();
  for (const [id, n] of direct) {
    const seen = new Set<string>();
    for (let at: string | null | undefined = id; at && !seen.has(at); at = parents.get(at)) {
      seen.add(at);
      total.set(at, (total.get(at) ?? 0) + n);
    }
  }
  return total;
}

function toCategory(row: CategoryRow, counts: Map<string, number>): Category {
  return {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    description: row.description,
    icon: row.icon,
    parentId: row.parent_id,
    jobCount: counts.get(row.id) ?? 0,
  };
}

export async function listCategories(db: Db, clientId: string, q: CategoryListQuery): Promise<Category[]> {
  await ensureDefaultCategories(db, clientId);
  const [rows, counts] = await Promise.all([
    listCategoryRows(db, clientId, {
      ...(q.search ? { search: q.search } : {}),
      ...(q.parentId ? { parentId: q.parentId } : {}),
    }),
    rolledUpCounts(db, clientId),
  ]);
  const all = rows.map((r) => toCategory(r, counts));
  return q.withJobsOnly ? all.filter((c) => c.jobCount > 0) : all;
}

export async function getCategory(db: Db, clientId: string, slug: string): Promise<Category> {
  await ensureDefaultCategories(db, clientId);
  const row = await findCategoryBySlug(db, clientId, slug);
  if (!row) throw notFound('No such category');
  const [children, counts] = await Promise.all([childCategories(db, clientId, row.id), rolledUpCounts(db, clientId)]);
  return { ...toCategory(row, counts), children: children.map((c) => ({ ...toCategory(c, counts), children: [] })) };
}

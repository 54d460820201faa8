// A tenant's job categories with their open-job counts. A tenant gets the default set the first
// time its categories are asked for (and the demo seeder calls the same function), once: the board
// keeps when (clients.categories_seeded_at), so no process gives back what an admin deleted.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import { notFound } from '../errors/errors.ts';
import { inTransaction } from '../db/in-transaction.ts';
import {
  categoryParents,
  childCategories,
  claimCategorySeeding,
  findCategoryBySlug,
  hasCategories,
  insertCategories,
  listCategoryRows,
  type CategoryRow,
} from './categories-repo.ts';
import { openJobsByCategory } from './category-job-counts-repo.ts';
import { DEFAULT_CATEGORIES } from './default-categories.ts';

type Category = components['schemas']['Category'];
type CategoryListQuery = components['schemas']['CategoryListQuery'];

/**
 * Tenants this process saw given their defaults, so the check costs one statement per tenant. Safe to
 * keep for the process's life: the mark it stands for is set once and never cleared.
 */
const seeded = new Set<string>();

/**
 * Gives a tenant the default set the first time, unless it has categories of its own; never again,
 * in any process, even once an admin has deleted every category. The mark is claimed in the
 * transaction that inserts: another process claiming at the same moment waits on the board's row
 * and then finds it claimed, with the categories there.
 */
export async function ensureDefaultCategories(db: Db, clientId: string): Promise<void> {
  if (seeded.has(clientId)) return;
  await inTransaction(db, async (trx) => {
    if (!(await claimCategorySeeding(trx, clientId))) return;
    if (!(await hasCategories(trx, clientId))) await insertCategories(trx, clientId, DEFAULT_CATEGORIES);
  });
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

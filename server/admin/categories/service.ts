// The console's job categories: the list with live job counts, and the board's changes. Two levels
// (a top-level category and its subcategories), as the category pages show them. A category jobs
// are filed under is never deleted (the jobs would lose it); renaming keeps the slug so links
// keep working, and the jobs' stored category name follows. Every change is audited.
import type { components } from '@generated/schema';
import type { ConsoleEnv } from '../../http/console-admin.ts';
import { recordAudit, slugify } from '../../users/index.ts';
import { alreadyExists, fieldError, notFound } from '../../errors/errors.ts';
import { ensureDefaultCategories, openJobsByCategory } from '../../master-data/index.ts';
import {
  allCategories,
  deleteCategoryRow,
  findByName,
  findCategory,
  insertCategory,
  jobsPerCategory,
  nextSort,
  relabelJobs,
  setCategory,
  slugTaken,
  type CategoryRow,
} from './repo.ts';

type Schemas = components['schemas'];
type AdminCategory = Schemas['AdminCategory'];

const cleanName = (raw: string): string => {
  const name = raw.trim().replace(/\s+/g, ' ');
  if (!name) throw fieldError('name', 'Enter a name');
  return name;
};

async function audit(env: ConsoleEnv, action: string, detail: object): Promise<void> {
  await recordAudit(env.db, { clientId: env.clientId, actorId: env.admin.id, actingForId: null, action, detail });
}

/** Top-level categories each followed by their subcategories, with the counts. */
export async function listAll(env: ConsoleEnv): Promise<AdminCategory[]> {
  await ensureDefaultCategories(env.db, env.clientId);
  const [rows, live, used] = await Promise.all([
    allCategories(env.db, env.clientId),
    openJobsByCategory(env.db, env.clientId),
    jobsPerCategory(env.db, env.clientId),
  ]);
  const children = new Map<string, CategoryRow[]>();
  for (const r of rows) if (r.parent_id) children.set(r.parent_id, [...(children.get(r.parent_id) ?? []), r]);
  const ids = new Set(rows.map((r) => r.id));
  const view = (r: CategoryRow, kids: CategoryRow[]): AdminCategory => ({
    _id: r.id,
    name: r.name,
    slug: r.slug,
    parentId: r.parent_id,
    sortOrder: r.sort,
    jobCount: [r, ...kids].reduce((n, c) => n + (live.get(c.id) ?? 0), 0),
    usedBy: used.get(r.id) ?? 0,
    description: r.description,
    icon: r.icon,
  });
  const out: AdminCategory[] = [];
  // A parent that no longer exists leaves its children at the top level (the table's set null).
  for (const top of rows.filter((r) => !r.parent_id || !ids.has(r.parent_id))) {
    const kids = children.get(top.id) ?? [];
    out.push(view(top, kids), ...kids.map((k) => view(k, [])));
  }
  return out;
}

async function viewOf(env: ConsoleEnv, id: string): Promise<AdminCategory> {
  const found = (await listAll(env)).find((c) => c._id === id);
  if (!found) throw notFound('This category does not exist');
  return found;
}

async function freeSlug(env: ConsoleEnv, name: string): Promise<string> {
  const base = slugify(name).slice(0, 120) || 'category';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    if (!(await slugTaken(env.db, env.clientId, slug))) return slug;
  }
}

export async function addCategory(env: ConsoleEnv, input: Schemas['AdminCategoryInput']): Promise<AdminCategory> {
  const name = cleanName(input.name);
  const parentId = input.parentId ?? null;
  if (parentId) {
    const parent = await findCategory(env.db, env.clientId, parentId);
    if (!parent || parent.parent_id) throw fieldError('parentId', 'Choose one of the board’s top-level categories');
  }
  await ensureDefaultCategories(env.db, env.clientId);
  const clash = await findByName(env.db, env.clientId, name);
  if (clash) throw alreadyExists(`The board already has a category “${clash.name}”`);
  const id = await insertCategory(env.db, env.clientId, {
    parent_id: parentId,
    name,
    slug: await freeSlug(env, name),
    description: null,
    icon: null,
    sort: await nextSort(env.db, env.clientId, parentId),
  });
  await audit(env, 'category.create', { id, name, parentId });
  return viewOf(env, id);
}

export async function renameCategory(
  env: ConsoleEnv,
  id: string,
  input: Schemas['AdminCategoryName'],
): Promise<AdminCategory> {
  const row = await findCategory(env.db, env.clientId, id);
  if (!row) throw notFound('This category does not exist');
  const name = cleanName(input.name);
  const clash = await findByName(env.db, env.clientId, name, id);
  if (clash) throw alreadyExists(`The board already has a category “${clash.name}”`);
  if (name !== row.name) {
    await env.db.transaction().execute(async (tx) => {
      await setCategory(tx, env.clientId, id, { name, updated_at: new Date() });
      await relabelJobs(tx, env.clientId, id, name);
    });
    await audit(env, 'category.rename', { id, from: row.name, to: name });
  }
  return viewOf(env, id);
}

/** The description, icon and parent; a move puts the category last among its new siblings. */
export async function updateCategoryDetails(
  env: ConsoleEnv,
  id: string,
  input: Schemas['AdminCategoryDetails'],
): Promise<AdminCategory> {
  const rows = await allCategories(env.db, env.clientId);
  const row = rows.find((r) => r.id === id);
  if (!row) throw notFound('This category does not exist');
  const parentId = input.parentId ?? null;
  const moves = parentId !== row.parent_id;
  if (parentId && moves) {
    const parent = rows.find((r) => r.id === parentId);
    if (!parent || parent.parent_id || parent.id === id)
      throw fieldError('parentId', 'Choose one of the board’s top-level categories other than this one');
    if (rows.some((r) => r.parent_id === id))
      throw fieldError('parentId', 'A category with subcategories stays at the top level; move them first');
  }
  const description = input.description?.trim() || null;
  await setCategory(env.db, env.clientId, id, {
    description,
    icon: input.icon,
    ...(moves ? { parent_id: parentId, sort: await nextSort(env.db, env.clientId, parentId) } : {}),
    updated_at: new Date(),
  });
  await audit(env, 'category.update', {
    id,
    parentId,
    moved: moves,
    icon: input.icon,
    description: description !== null,
  });
  return viewOf(env, id);
}

export async function reorderCategories(
  env: ConsoleEnv,
  input: Schemas['AdminCategoryOrder'],
): Promise<AdminCategory[]> {
  const rows = await allCategories(env.db, env.clientId);
  const siblings = rows.filter((r) => r.parent_id === input.parentId).map((r) => r.id);
  const same = siblings.length === input.ids.length && input.ids.every((id) => siblings.includes(id));
  if (!same) throw fieldError('ids', 'Name every category of this parent, each once');
  await env.db.transaction().execute(async (tx) => {
    for (const [sort, id] of input.ids.entries()) await setCategory(tx, env.clientId, id, { sort });
  });
  await audit(env, 'category.reorder', { parentId: input.parentId, ids: input.ids });
  return listAll(env);
}

export async function deleteCategory(env: ConsoleEnv, id: string): Promise<void> {
  const row = await findCategory(env.db, env.clientId, id);
  if (!row) throw notFound('This category does not exist');
  const used = (await jobsPerCategory(env.db, env.clientId)).get(id) ?? 0;
  if (used)
    throw alreadyExists(
      used === 1 ? `${used} job uses this category; move it first` : `${used} jobs use this category; move them first`,
    );
  const rows = await allCategories(env.db, env.clientId);
  if (rows.some((r) => r.parent_id === id))
    throw alreadyExists('This category has subcategories; move or delete them first');
  await deleteCategoryRow(env.db, env.clientId, id);
  await audit(env, 'category.delete', { id, name: row.name });
}

// The page editor of the admin console (docs/admin-pages.md): list, open, create, save the draft,
// publish, undo the last publish, delete, and preview the draft as a guest would see it. Every
// write goes through savePage (schemas checked, HTML sanitised) or the version pointers of
// editor-repo.ts, and every change is written to the audit log.
import type { components } from '@generated/schema';
import { DEFAULT_PAGE_SLUGS, isDefaultPageSlug } from '../../../shared/pages/default-pages.ts';
import { recordAudit } from '../../users/index.ts';
import type { Db } from '../../db/database.ts';
import type { AuthUser, Tenant } from '../../http/context.ts';
import { AppError, alreadyExists, badRequest, forbidden, notFound } from '../../errors/errors.ts';
import { defaultPageSource, pageView, type Page, savePage } from '../../pages/index.ts';
import { featureAllowed } from '../../tenancy/features.ts';
import {
  deletePage,
  findPageRow,
  findVersion,
  listPageRows,
  publishDraft,
  undoPublish,
  type PageRow,
} from './editor-repo.ts';

type S = components['schemas'];
export type AdminPage = S['AdminPage'];
export type AdminPageState = S['AdminPageState'];

export type EditorEnv = { db: Db; tenant: Tenant; actor: AuthUser; origin: string };

const missing = () => notFound('This page does not exist');

function stateOf(row: PageRow): AdminPageState {
  return {
    slug: row.slug,
    title: row.title ?? row.slug,
    isStandard: isDefaultPageSlug(row.slug),
    isPublished: row.publishedVersionId !== null,
    hasDraft: row.draftVersionId !== null,
    canUndo: row.publishedVersionId !== null,
    publishedAt: row.publishedAt?.toISOString() ?? null,
    updatedAt: row.updatedAt.toISOString(),
  };
}

const defaultState = (slug: string, title: string): AdminPageState => ({
  slug,
  title,
  isStandard: true,
  isPublished: false,
  hasDraft: false,
  canUndo: false,
  publishedAt: null,
  updatedAt: null,
});

async function audit(env: EditorEnv, action: string, detail: object): Promise<void> {
  await recordAudit(env.db, { clientId: env.tenant.id, actorId: env.actor.id, actingForId: null, action, detail });
}

async function stored(env: EditorEnv, slug: string): Promise<PageRow> {
  const row = await findPageRow(env.db, env.tenant.id, slug);
  if (!row) throw missing();
  return row;
}

export async function listPages(env: EditorEnv): Promise<AdminPageState[]> {
  const rows = await listPageRows(env.db, env.tenant.id);
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  const standard = await Promise.all(
    DEFAULT_PAGE_SLUGS.map(async (slug) => {
      const row = bySlug.get(slug);
      if (row) return stateOf(row);
      const fallback = await defaultPageSource(env.db, env.tenant, slug);
      return defaultState(slug, fallback?.title ?? slug);
    }),
  );
  return [...standard, ...rows.filter((r) => !isDefaultPageSlug(r.slug)).map(stateOf)];
}

export async function openPage(env: EditorEnv, slug: string): Promise<AdminPage> {
  const row = await findPageRow(env.db, env.tenant.id, slug);
  const versionId = row?.draftVersionId ?? row?.publishedVersionId;
  if (row && versionId) {
    const version = await findVersion(env.db, env.tenant.id, versionId);
    if (!version) throw missing();
    return {
      ...stateOf(row),
      title: version.title,
      description: version.description,
      blocks: version.blocks.map(({ type, settings, isVisible }) => ({ type, settings, isVisible })),
    };
  }
  const fallback = await defaultPageSource(env.db, env.tenant, slug);
  if (!fallback) throw missing();
  return {
    ...defaultState(slug, fallback.title),
    description: fallback.description,
    blocks: fallback.blocks.map(({ type, settings }) => ({ type, settings, isVisible: true })),
  };
}

export async function createPage(env: EditorEnv, input: S['AdminPageCreateInput']): Promise<AdminPage> {
  // Named pages show under /p only with custom_pages; the standard ones need no creating.
  if (!featureAllowed(env.tenant, 'custom_pages')) throw forbidden('Your plan does not include this feature');
  if (isDefaultPageSlug(input.slug) || (await findPageRow(env.db, env.tenant.id, input.slug)))
    throw alreadyExists('A page with this name already exists');
  const saved = await savePage(
    env.db,
    env.tenant.id,
    { slug: input.slug, title: input.title, description: input.description, blocks: [] },
    { publish: false, actorId: env.actor.id },
  );
  await audit(env, 'page.created', { slug: input.slug, version: saved.number });
  return openPage(env, input.slug);
}

/** save.ts names a field from the body's root; a request's fields are named from `body`. */
function fromBody(error: unknown): unknown {
  if (!(error instanceof AppError) || !error.data?.fields) return error;
  const fields = error.data.fields.map((f) => ({ ...f, field: `body.${f.field}` }));
  return new AppError(error.status, error.code, error.message.replace(/^(.*?: )blocks/, '$1body.blocks'), {
    ...error.data,
    fields,
  });
}

export async function saveDraft(env: EditorEnv, slug: string, input: S['AdminPageDraftInput']): Promise<AdminPage> {
  if (!isDefaultPageSlug(slug)) await stored(env, slug);
  const saved = await savePage(
    env.db,
    env.tenant.id,
    { slug, title: input.title, description: input.description, blocks: input.blocks },
    { publish: false, actorId: env.actor.id },
  ).catch((e: unknown) => {
    throw fromBody(e);
  });
  await audit(env, 'page.draft-saved', { slug, version: saved.number, blocks: input.blocks.length });
  return openPage(env, slug);
}

export async function publishPage(env: EditorEnv, slug: string): Promise<AdminPageState> {
  const row = await findPageRow(env.db, env.tenant.id, slug);
  if (!row && !isDefaultPageSlug(slug)) throw missing();
  const published = row ? await publishDraft(env.db, env.tenant.id, row.id) : null;
  if (!published) throw alreadyExists('There is no draft to publish: save the page first');
  await audit(env, 'page.published', { slug, versionId: published });
  return stateOf(await stored(env, slug));
}

export async function undoLastPublish(env: EditorEnv, slug: string): Promise<AdminPageState> {
  const row = await findPageRow(env.db, env.tenant.id, slug);
  if (!row && !isDefaultPageSlug(slug)) throw missing();
  const undone = row ? await undoPublish(env.db, env.tenant.id, row.id) : null;
  if (!undone) throw alreadyExists('This page has no publish to undo');
  await audit(env, 'page.publish-undone', { slug, versionId: undone.undone, restoredVersionId: undone.restored });
  return stateOf(await stored(env, slug));
}

export async function removePage(env: EditorEnv, slug: string): Promise<void> {
  if (isDefaultPageSlug(slug))
    throw badRequest('The standard pages can be edited but not deleted', {
      fields: [{ field: 'params.slug', message: 'is a standard page, which cannot be deleted' }],
    });
  const row = await stored(env, slug);
  if (!(await deletePage(env.db, env.tenant.id, row.id))) throw missing();
  await audit(env, 'page.deleted', { slug });
}

/** The page as a guest will see it once the draft is published; never indexed. */
export async function previewPage(env: EditorEnv, slug: string): Promise<Page> {
  const row = await findPageRow(env.db, env.tenant.id, slug);
  const versionId = row?.draftVersionId ?? row?.publishedVersionId;
  const version = row && versionId ? await findVersion(env.db, env.tenant.id, versionId) : undefined;
  const source =
    row && version
      ? {
          id: row.id,
          slug,
          title: version.title,
          description: version.description,
          updatedAt: version.createdAt,
          blocks: version.blocks
            .filter((b) => b.isVisible)
            .map((b, sortOrder) => ({ id: b.id, type: b.type, settings: b.settings, sortOrder })),
        }
      : await defaultPageSource(env.db, env.tenant, slug);
  if (!source) throw missing();
  const page = pageView(source, { tenant: env.tenant, origin: env.origin });
  return { ...page, seo: page.seo ? { ...page.seo, robots: 'noindex,nofollow' } : null };
}

// Saving a page: the one write path of the page builder (the editor's operations will call it;
// tests and the dev route use it today). Every block's settings are checked against its type's
// schema and HTML blocks are sanitised before anything is written; the page gets a new version,
// published at once or kept as the draft.
import type { BlockType } from '@generated/manifest';
import { isPageSlug } from '../../shared/pages/paths.ts';
import { sanitizePageHtml } from '../../shared/pages/sanitize-page-html.ts';
import type { Db } from '../db/database.ts';
import { inTransaction } from '../db/in-transaction.ts';
import { badRequest } from '../errors/errors.ts';
import { isBlockType, settingsProblems } from './block-settings.ts';
import { insertBlocks, insertVersion, lastVersionNumber, lockPage, pointPageAt } from './page-versions-repo.ts';

export const MAX_BLOCKS = 50;

export type BlockInput = { type: string; settings: unknown; isVisible?: boolean };

export type PageInput = {
  slug: string;
  title: string;
  description?: string;
  blocks: BlockInput[];
};

export type SavedPage = { pageId: string; versionId: string; number: number; published: boolean };

type Field = { field: string; message: string };

const fieldOf = (i: number, pointer: string) => `blocks[${i}].settings${pointer.replace(/\//g, '.')}`;

/** The blocks to write: settings valid for their type, HTML sanitised; or the problems found. */
function cleanBlocks(
  blocks: BlockInput[],
): { type: BlockType; settings: Record<string, unknown>; isVisible: boolean }[] {
  const problems: Field[] = [];
  const clean = blocks.map((b, i) => {
    if (!isBlockType(b.type)) {
      problems.push({ field: `blocks[${i}].type`, message: 'is not a block type' });
      return null;
    }
    let settings = b.settings as Record<string, unknown>;
    for (const p of settingsProblems(b.type, settings))
      problems.push({ field: fieldOf(i, p.path), message: p.message });
    if (b.type === 'html' && typeof settings?.html === 'string') {
      const html = sanitizePageHtml(settings.html);
      if (!html)
        problems.push({ field: fieldOf(i, '/html'), message: 'has nothing left once unsafe markup is removed' });
      settings = { ...settings, html };
    }
    return { type: b.type, settings, isVisible: b.isVisible ?? true };
  });
  if (problems.length)
    throw badRequest(`The page has invalid blocks: ${problems[0]?.field} ${problems[0]?.message}`, {
      fields: problems,
    });
  return clean as { type: BlockType; settings: Record<string, unknown>; isVisible: boolean }[];
}

export async function savePage(
  db: Db,
  clientId: string,
  input: PageInput,
  options: { publish?: boolean; actorId?: string | null } = {},
): Promise<SavedPage> {
  const publish = options.publish ?? true;
  if (!isPageSlug(input.slug)) throw badRequest('The page name must be lower-case words joined by hyphens');
  const title = input.title.trim();
  const description = (input.description ?? '').trim();
  if (!title || title.length > 200) throw badRequest('The page title must have 1 to 200 characters');
  if (description.length > 500) throw badRequest('The page description must have at most 500 characters');
  if (input.blocks.length > MAX_BLOCKS) throw badRequest(`A page holds at most ${MAX_BLOCKS} blocks`);
  const blocks = cleanBlocks(input.blocks);

  return inTransaction(db, async (trx) => {
    // The page's row is the lock that numbers its versions one after another.
    const page = await lockPage(trx, clientId, input.slug);
    const number = (await lastVersionNumber(trx, clientId, page.id)) + 1;
    const now = new Date();
    const versionId = await insertVersion(trx, clientId, {
      pageId: page.id,
      number,
      title,
      description,
      createdBy: options.actorId ?? null,
      publishedAt: publish ? now : null,
    });
    if (blocks.length) await insertBlocks(trx, clientId, versionId, blocks);
    await pointPageAt(trx, clientId, page.id, versionId, publish, now);
    return { pageId: page.id, versionId, number, published: publish };
  });
}

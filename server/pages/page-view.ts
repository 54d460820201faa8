// A page as the contract's Page: its visible blocks in order, HTML sanitised again (a rule added to
// the sanitiser later also cleans what was stored before it), blocks whose stored settings no
// longer fit their type's schema left out rather than handed to a renderer that cannot show them,
// and the head (title, description, canonical on the board's primary host).
import type { components } from '@generated/schema';
import type { BlockType } from '@generated/manifest';
import { pagePath } from '../../shared/pages/paths.ts';
import { sanitizePageHtml } from '../../shared/pages/sanitize-page-html.ts';
import type { Tenant } from '../http/context.ts';
import { settingsProblems } from './block-settings.ts';

type S = components['schemas'];
export type Page = S['Page'];
export type PageBlock = S['PageBlock'];

export type PageScope = { tenant: Tenant; origin: string };

export type PageSource = {
  id: string;
  slug: string;
  title: string;
  description: string;
  updatedAt: Date;
  /** The platform's default page, answered while the board has not published its own. */
  isDefault?: boolean;
  blocks: Array<{ id: string; type: BlockType; settings: Record<string, unknown>; sortOrder: number }>;
};

const clip = (s: string, max: number) => (s.length <= max ? s : `${s.slice(0, max - 1).trimEnd()}…`);

function renderable(block: PageSource['blocks'][number]): PageBlock | null {
  let settings = block.settings;
  if (block.type === 'html' && typeof settings.html === 'string') {
    const html = sanitizePageHtml(settings.html);
    if (!html) return null;
    settings = { ...settings, html };
  }
  if (settingsProblems(block.type, settings).length) return null;
  return { _id: block.id, type: block.type, settings, sortOrder: block.sortOrder, isVisible: true };
}

export function pageView(source: PageSource, { tenant, origin }: PageScope): Page {
  const board = tenant.name;
  const title = source.slug === 'home' ? source.title : `${source.title} | ${board}`;
  return {
    _id: source.id,
    slug: source.slug,
    title: source.title,
    blocks: source.blocks.flatMap((b) => renderable(b) ?? []),
    seo: {
      title: clip(title, 200),
      description: clip(source.description || `${source.title} on ${board}.`, 500),
      canonical: `${origin}${pagePath(source.slug)}`,
      ogImage: null,
      ogType: 'website',
      robots: 'index,follow',
      jsonLd: null,
    },
    updatedAt: source.updatedAt.toISOString(),
    isDefault: source.isDefault ?? false,
  };
}

// Isolation probes of the journal (see types.ts). Each tenant has a published article and a draft,
// both carrying a tenant-only marker in the slug, title and text: the other tenant's guests and
// admin naming them must read, change, publish or delete nothing.
import { findPublishedArticle, insertArticle, slugTaken } from '../../../journal/articles-repo.ts';
import type { Probe, ProbeMap } from './types.ts';

const publicApi = (path: string) => `/client/api/v1/journal/articles${path}`;
const consoleApi = (path: string) => `/client/api/v1/admin/journal/articles${path}`;

const journalWorld: Probe['setup'] = async (server, world) => {
  const { db } = server.database;
  const tag = world.clientId.slice(0, 8);
  const slug = `journal-probe-${tag}`;
  const draftSlug = `journal-draft-${tag}`;
  const article = (s: string, title: string, published: boolean) => ({
    slug: s,
    title,
    excerpt: `Only for ${tag}`,
    cover_image: null,
    author_name: `Author ${tag}`,
    body_html: `<p>Journal text of ${tag}</p>`,
    reading_minutes: 1,
    created_by: world.admin.id,
    ...(published ? { status: 'published' as const, published_at: new Date() } : {}),
  });
  if (!(await slugTaken(db, world.clientId, slug))) {
    await insertArticle(db, world.clientId, article(slug, `Journal marker ${tag}`, true));
    await insertArticle(db, world.clientId, article(draftSlug, `Journal draft ${tag}`, false));
  }
  const published = await findPublishedArticle(db, world.clientId, slug);
  if (!published) throw new Error(`the journal probe's article of ${tag} is missing`);
  return { journalSlug: slug, journalArticleId: published.id, journalTitle: `Journal marker ${tag}` };
};

const update = (version: number) => ({
  version,
  title: 'Five questions to ask in a logistics interview',
  slug: 'five-questions-to-ask',
  excerpt: 'Interviews go both ways.',
  coverImage: null,
  authorName: 'Rohan Desai',
  bodyHtml: '<p>Ask how the peak season is staffed.</p>',
});

export const journalProbes: ProbeMap = {
  listJournalArticles: { setup: journalWorld, call: () => ({ method: 'GET', path: publicApi(''), as: 'guest' }) },
  getJournalArticle: {
    setup: journalWorld,
    call: (ids) => ({ method: 'GET', path: publicApi(`/${ids.journalSlug}`), as: 'guest' }),
  },
  listAdminJournalArticles: {
    setup: journalWorld,
    call: () => ({ method: 'POST', path: consoleApi('/list'), as: 'admin', body: { page: 1, limit: 50 } }),
  },
  // A title of the caller's choosing: the article is made on the caller's own board.
  createAdminJournalArticle: {
    setup: journalWorld,
    call: () => ({ method: 'POST', path: consoleApi(''), as: 'admin', body: { title: 'Night shifts explained' } }),
  },
  getAdminJournalArticle: {
    setup: journalWorld,
    call: (ids) => ({ method: 'GET', path: consoleApi(`/${ids.journalArticleId}`), as: 'admin' }),
  },
  updateAdminJournalArticle: {
    setup: journalWorld,
    call: (ids) => ({ method: 'PUT', path: consoleApi(`/${ids.journalArticleId}`), as: 'admin', body: update(1) }),
  },
  publishAdminJournalArticle: {
    setup: journalWorld,
    call: (ids) => ({ method: 'POST', path: consoleApi(`/${ids.journalArticleId}/publish`), as: 'admin' }),
  },
  unpublishAdminJournalArticle: {
    setup: journalWorld,
    call: (ids) => ({ method: 'POST', path: consoleApi(`/${ids.journalArticleId}/unpublish`), as: 'admin' }),
  },
  deleteAdminJournalArticle: {
    setup: journalWorld,
    call: (ids) => ({ method: 'DELETE', path: consoleApi(`/${ids.journalArticleId}`), as: 'admin' }),
  },
};

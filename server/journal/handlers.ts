// The journal (docs/journal.md): its public reads, and the console's writing side for the board's
// admins. Thin: the rules live in server/journal.
import { consoleAdmin } from '../http/console-admin.ts';
import { tenantOf, type RequestContext } from '../http/context.ts';
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import {
  createArticle,
  listForConsole,
  openArticle,
  publishArticle,
  removeArticle,
  saveArticle,
  unpublishArticle,
  type JournalEnv,
} from './editor.ts';
import { listJournal, readArticle } from './service.ts';

function envOf(ctx: RequestContext): JournalEnv {
  return { db: ctx.db, clientId: tenantOf(ctx).id, admin: consoleAdmin(ctx) };
}

export const journalHandlers = handlers({
  listJournalArticles: async ({ query, ctx }) =>
    ok(await listJournal(ctx.db, tenantOf(ctx).id, query.page ?? 1, query.limit ?? 10)),
  getJournalArticle: async ({ params, ctx }) => ok(await readArticle(ctx.db, tenantOf(ctx).id, params.slug)),

  listAdminJournalArticles: async ({ body, ctx }) => ok(await listForConsole(envOf(ctx), body)),
  createAdminJournalArticle: async ({ body, ctx }) => ok(await createArticle(envOf(ctx), body), 'Article created'),
  getAdminJournalArticle: async ({ params, ctx }) => ok(await openArticle(envOf(ctx), params.id)),
  updateAdminJournalArticle: async ({ params, body, ctx }) =>
    ok(await saveArticle(envOf(ctx), params.id, body), 'Article saved'),
  publishAdminJournalArticle: async ({ params, ctx }) =>
    ok(await publishArticle(envOf(ctx), params.id), 'Article published'),
  unpublishAdminJournalArticle: async ({ params, ctx }) =>
    ok(await unpublishArticle(envOf(ctx), params.id), 'Article unpublished'),
  deleteAdminJournalArticle: async ({ params, ctx }) => {
    await removeArticle(envOf(ctx), params.id);
    return ok(null, 'Article deleted');
  },
});

// Bulk job imports (file-history/*).
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { getImport, listImports, startImport } from './imports.ts';
import { posterOf } from '../job-posting/index.ts';

export const importHandlers = handlers({
  listFileHistory: async ({ body, ctx }) => ok(await listImports(posterOf(ctx), body)),
  createFileHistory: async ({ body, ctx }) => ok(await startImport(posterOf(ctx), ctx.jobs, body), 'Import started'),
  getFileHistory: async ({ params, ctx }) => ok(await getImport(posterOf(ctx), params.id)),
});

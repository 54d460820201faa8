// The console's Indexing operations (admin/indexing...). Thin: the rules live beside it.
import { ok } from '../http/envelope.ts';
import { handlers } from '../http/handler.ts';
import { consoleEnv } from '../http/console-admin.ts';
import { indexingView, setGoogle, setIndexNow } from './console.ts';

export const indexingHandlers = handlers({
  getAdminIndexing: async ({ ctx }) => ok(await indexingView(consoleEnv(ctx))),
  setAdminIndexingGoogle: async ({ body, ctx }) =>
    ok(
      await setGoogle(consoleEnv(ctx), body),
      body.serviceAccount === null ? 'Google service account removed' : 'Google service account saved',
    ),
  setAdminIndexingIndexNow: async ({ body, ctx }) => ok(await setIndexNow(consoleEnv(ctx), body), 'IndexNow key saved'),
});

// The admin console's master data (admin/master-data). Thin: the rules live in server/admin/master-data.
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';
import { consoleEnv } from '../../http/console-admin.ts';
import { addItem, listKindItems, listKinds, renameItem, setItemHidden } from './service.ts';

export const adminMasterDataHandlers = handlers({
  listAdminMasterKinds: async ({ ctx }) => ok(await listKinds(consoleEnv(ctx))),
  listAdminMasterItems: async ({ body, ctx }) => ok(await listKindItems(consoleEnv(ctx), body)),
  createAdminMasterItem: async ({ body, ctx }) => ok(await addItem(consoleEnv(ctx), body), 'Item added'),
  renameAdminMasterItem: async ({ params, body, ctx }) =>
    ok(await renameItem(consoleEnv(ctx), params.id, body), 'Item renamed'),
  setAdminMasterItemVisibility: async ({ params, body, ctx }) =>
    ok(await setItemHidden(consoleEnv(ctx), params.id, body.hidden), body.hidden ? 'Item hidden' : 'Item shown'),
});

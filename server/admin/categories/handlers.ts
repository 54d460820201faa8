// The admin console's job categories (admin/categories). Thin: the rules live in server/admin/categories.
import { ok } from '../../http/envelope.ts';
import { handlers } from '../../http/handler.ts';
import { consoleEnv } from '../../http/console-admin.ts';
import {
  addCategory,
  deleteCategory,
  listAll,
  renameCategory,
  reorderCategories,
  updateCategoryDetails,
} from './service.ts';

export const adminCategoryHandlers = handlers({
  listAdminCategories: async ({ ctx }) => ok(await listAll(consoleEnv(ctx))),
  createAdminCategory: async ({ body, ctx }) => ok(await addCategory(consoleEnv(ctx), body), 'Category added'),
  renameAdminCategory: async ({ params, body, ctx }) =>
    ok(await renameCategory(consoleEnv(ctx), params.id, body), 'Category renamed'),
  updateAdminCategoryDetails: async ({ params, body, ctx }) =>
    ok(await updateCategoryDetails(consoleEnv(ctx), params.id, body), 'Category saved'),
  reorderAdminCategories: async ({ body, ctx }) => ok(await reorderCategories(consoleEnv(ctx), body), 'Order saved'),
  deleteAdminCategory: async ({ params, ctx }) => {
    await deleteCategory(consoleEnv(ctx), params.id);
    return ok(null, 'Category deleted');
  },
});

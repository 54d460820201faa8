// Master data: places, job categories and the master lists forms pick from.
import { ok } from '../http/envelope.ts';
import { tenantOf } from '../http/context.ts';
import { handlers } from '../http/handler.ts';
import { getCategory, listCategories } from './categories.ts';
import { addMaster, listMasters } from './masters.ts';
import { listCities, listCountries, listStates } from './places.ts';

export const masterDataHandlers = handlers({
  listCountries: async ({ body }) => ok(listCountries(body.search)),
  listGuestCountries: async ({ body }) => ok(listCountries(body.search)),
  listStates: async ({ body }) => ok(listStates(body.countryId, body.search)),
  listGuestStates: async ({ body }) => ok(listStates(body.countryId, body.search)),
  listCities: async ({ body }) => ok(listCities(body)),
  listGuestCities: async ({ body }) => ok(listCities(body)),

  listCategories: async ({ body, ctx }) => ok(await listCategories(ctx.db, tenantOf(ctx).id, body)),
  listGuestCategories: async ({ body, ctx }) => ok(await listCategories(ctx.db, tenantOf(ctx).id, body)),
  getCategoryBySlug: async ({ params, ctx }) => ok(await getCategory(ctx.db, tenantOf(ctx).id, params.slug)),

  listMasterItems: async ({ body, ctx }) => ok(await listMasters(ctx.db, tenantOf(ctx).id, body)),
  createMasterItem: async ({ body, ctx }) => {
    const { item, created } = await addMaster(ctx.db, tenantOf(ctx).id, ctx.user?.id ?? null, body);
    return ok(item, created ? 'Added' : 'Already listed');
  },
});

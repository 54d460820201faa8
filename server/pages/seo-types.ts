// What a page's head is made of, and what it is made from: here, beside the page builder's heads
// (seo.ts) and below the seo domain that builds every kind of head (server/seo/seo-meta.ts), so
// that the pages' and the journal's heads can name them.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../tenancy/tenant.ts';

type S = components['schemas'];

export type SeoMeta = S['SeoMeta'];
export type SeoKind = S['SeoKind'];

export type SeoScope = { db: Db; tenant: Tenant; origin: string };

// What a page's head is made of, and what it is made from. Apart from seo-meta.ts, which builds
// every kind of head, so that the page builder's heads (pages/seo.ts), which it uses, can name them
// without an import cycle.
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/tenant.ts';

type S = components['schemas'];

export type SeoMeta = S['SeoMeta'];
export type SeoKind = S['SeoKind'];

export type SeoScope = { db: Db; tenant: Tenant; origin: string };

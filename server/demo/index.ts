// The demo seed `npm start` runs on an empty database: two tenants on local hosts (Northwind on
// localhost and 127.0.0.1, Globex on globex.localhost) full of realistic companies, jobs,
// candidates and applications, plus demo accounts that can sign in at once. A database that has any
// client is left alone, so the seed runs at most once.
import { createFixtures } from '../../fixtures/index.ts';
import { hashPassword } from '../credentials/passwords.ts';
import { listCategoryRows, ensureDefaultCategories } from '../master-data/index.ts';
import type { Db } from '../db/database.ts';
import { createTenant } from '../tenancy/tenants-repo.ts';
import { rollUpAll } from '../employer/index.ts';
import { seedDemoPages } from '../pages/index.ts';
import { seedDemoArticles } from '../journal/index.ts';
import { writeHiringEvents } from './hiring-events-repo.ts';
import { writeDemoLicences } from './licences.ts';
import { writeDemoReviews } from './reviews.ts';
import { planTenant } from './plan.ts';
import { anyClient } from './tenant-repo.ts';
import { DEMO_PASSWORD, DEMO_TENANTS, type TenantSpec } from './spec.ts';
import { writeTenant, type WrittenCounts } from './write.ts';

export { demoLogins, DEMO_PASSWORD, type DemoLogin } from './spec.ts';
export { DEMO_COUPONS } from './licences.ts';

export type SeedDeps = {
  /** "Now" for the demo's dates (jobs posted in the last weeks, expiring in the next). */
  now?: Date;
  /** The password hash every demo account gets; hashed from DEMO_PASSWORD once when not given. */
  passwordHash?: string;
};

export type SeedResult = { seeded: false } | { seeded: true; ms: number; tenants: SeededTenant[] };

export async function seedDemo(db: Db, deps: SeedDeps = {}): Promise<SeedResult> {
  const started = performance.now();
  if (await anyClient(db)) return { seeded: false };

  // argon2 is slow on purpose: one hash serves every demo account.
  const passwordHash = deps.passwordHash ?? (await hashPassword(DEMO_PASSWORD));
  const now = deps.now ?? new Date();
  // All or nothing: the seed runs only on a database without clients, so a first start stopped
  // half-way must leave none, or every later start would skip the seed and show a board without jobs.
  const tenants = await db.transaction().execute(async (trx) => {
    const written = [];
    for (const spec of DEMO_TENANTS) written.push(await seedTenant(trx, spec, now, passwordHash));
    // The analytics page reads the roll-up; the background task would make it within a minute.
    await rollUpAll(trx);
    return written;
  });
  return { seeded: true, ms: Math.round(performance.now() - started), tenants };
}

type SeededTenant = { clientId: string; name: string; hosts: string[] } & WrittenCounts;

async function seedTenant(trx: Db, spec: TenantSpec, now: Date, passwordHash: string): Promise<SeededTenant> {
  const clientId = await createTenant(trx, {
    name: spec.name,
    slug: spec.slug,
    hosts: spec.hosts,
    subscription: 'PREMIUM_YEALY',
    // Jobs posted on the demo go live at once, so every journey can post and find one; the
    // console's approval queue still declines and approves them. Reviews wait for the admin, so
    // the demo shows the console's moderation queue at work.
    settings: { features: { job_posting_approval: false }, reviews: { moderation: 'before' } },
  });
  await ensureDefaultCategories(trx, clientId);
  const categories = (await listCategoryRows(trx, clientId, {})).filter((c) => c.parent_id === null);
  const plan = planTenant(createFixtures(spec.seed, { now }), spec, categories);
  const counts = await writeTenant(trx, clientId, plan, passwordHash);
  await writeHiringEvents(trx, clientId, now);
  await writeDemoLicences(trx, clientId, now);
  await writeDemoReviews(trx, clientId, now);
  await seedDemoPages(trx, clientId, spec.name);
  await seedDemoArticles(trx, clientId, spec.name, now);
  return { clientId, name: spec.name, hosts: spec.hosts, ...counts };
}

// The demo's plans: every demo company is on the board's Premium yearly plan (granted, as the
// board's admin would), so the demo employer can post, invite and chat without limits, and two
// coupons exist to try the checkout with (WELCOME20 for employers, JOBSEEKER10 for job seekers).
import type { Db } from '../db/database.ts';
import { ensureCatalogue, grantPlan } from '../payments/index.ts';
import { companyIdsOf, insertCoupons } from './licences-repo.ts';

export const DEMO_COUPONS = [
  { code: 'WELCOME20', description: '20% off any employer plan', percent: 20, audience: 'employer' as const },
  { code: 'JOBSEEKER10', description: '10% off any job seeker plan', percent: 10, audience: 'candidate' as const },
];

export async function writeDemoLicences(db: Db, clientId: string, now: Date): Promise<void> {
  await ensureCatalogue(db, clientId);
  for (const companyId of await companyIdsOf(db, clientId))
    await grantPlan(db, clientId, { type: 'employer', companyId }, 'PREMIUM_YEALY', now);
  await insertCoupons(
    db,
    clientId,
    DEMO_COUPONS.map((c) => ({
      code: c.code,
      description: c.description,
      percent_off: c.percent,
      amount_off_minor: null,
      currency: null,
      valid_until: null,
      max_redemptions: null,
      audience: c.audience,
    })),
  );
}

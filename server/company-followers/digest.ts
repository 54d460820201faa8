// The e-mail digest of followed companies' new jobs, run by the background queue every hour
// (server/background-tasks.ts). A candidate who turned it on gets one when a job told to them
// since they turned it on still waits and their last one went out at least 23 hours ago (about
// once a day, at the hour of their first). Each candidate's mail, the ledger's "mailed" mark and
// the digest's time commit together, so a crash before the commit leaves the digest due and one
// after it never repeats it. Jobs no longer live are passed over (marked, not mailed). Boards
// whose plan lost company_followers send none. Candidates are read in pages by id, so a run ends.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import { readerBrand } from '../board-settings/index.ts';
import type { Tenant } from '../http/context.ts';
import type { Mailer } from '../mail/mailer.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import { followerDigestMail } from './digest-mail.ts';
import { dueDigests, markDigestSent, waitingJobs, type DueDigest } from './follows-repo.ts';
import { jobPath, placeOf, titleOf } from './views.ts';

export const FOLLOWER_DIGEST_TASK = 'followers.digest';
/** Where the mail's link leads: My jobs, Following, where the digest is switched. */
export const MANAGE_PATH = '/jobsseekers/my-jobs?tab=following';
export const DIGEST_GAP_MS = 23 * 3_600_000;
/** Jobs listed in one mail; the rest are counted. */
export const DIGEST_SIZE = 20;
const BATCH = 200;

export type FollowerDigestEnv = { db: Db; mailer: Mailer; config: Config };
export type FollowerDigestRun = { sent: number; passed: number; failed: number };

async function sendOne(env: FollowerDigestEnv, tenant: Tenant, due: DueDigest, now: Date): Promise<boolean> {
  const jobs = await waitingJobs(env.db, tenant.id, due.user_id, now);
  const brand = await readerBrand(tenant, env.config, due.locale);
  return env.db.transaction().execute(async (trx) => {
    if (jobs.length) {
      const shown = jobs.slice(0, DIGEST_SIZE);
      await env.mailer.storeAll(trx, [
        {
          ...followerDigestMail(brand, {
            name: due.first_name.trim(),
            jobs: shown.map((j) => ({
              title: titleOf(brand.tr, j),
              company: j.company_name,
              place: placeOf(brand.tr, j),
              url: `${brand.origin}${jobPath(j)}`,
            })),
            more: jobs.length - shown.length,
            manageUrl: `${brand.origin}${MANAGE_PATH}`,
          }),
          to: due.email,
          kind: 'company_followers_digest',
          clientId: tenant.id,
          fromName: brand.name,
          meta: { userId: due.user_id, jobIds: shown.map((j) => j.id) },
        },
      ]);
    }
    await markDigestSent(trx, tenant.id, due.user_id, now);
    return jobs.length > 0;
  });
}

export async function runFollowerDigests(
  env: FollowerDigestEnv,
  opts: { now?: Date; clientId?: string; onError?: (e: unknown) => void } = {},
): Promise<FollowerDigestRun> {
  const now = opts.now ?? new Date();
  const run: FollowerDigestRun = { sent: 0, passed: 0, failed: 0 };
  const tenants = new Map<string, Tenant | null>();
  let after: string | null = null;
  for (;;) {
    const due = await dueDigests(env.db, {
      now,
      gapMs: DIGEST_GAP_MS,
      after,
      limit: BATCH,
      ...(opts.clientId ? { clientId: opts.clientId } : {}),
    });
    if (!due.length) break;
    after = due[due.length - 1]?.user_id ?? null;
    for (const d of due) {
      if (!tenants.has(d.client_id)) {
        const tenant = await tenantById(env.db, d.client_id);
        tenants.set(d.client_id, tenant && featureAllowed(tenant, 'company_followers') ? tenant : null);
      }
      const tenant = tenants.get(d.client_id);
      if (!tenant) continue;
      try {
        if (await sendOne(env, tenant, d, now)) run.sent++;
        else run.passed++;
      } catch (error) {
        // This candidate's digest stays due for the next run; the others go on.
        run.failed++;
        opts.onError?.(error);
      }
    }
  }
  return run;
}

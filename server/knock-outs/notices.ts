// The polite e-mails to set-aside candidates, once their run-at time has come: a row per notice in
// knockout_notices (written with the application), sent by the minute's background run. Each is
// claimed by a conditional update in the transaction that writes its mail to the outbox, so it is
// sent exactly once whatever runs at the same time, and never once cancelled by a bring-back.
// Tests and the dev clock pass `now` to run as the worker would at that time.
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Mailer } from '../mail/mailer.ts';
import { readerBrand } from '../board-settings/index.ts';
import { tenantById } from '../tenancy/resolve-host.ts';
import type { Tenant } from '../http/context.ts';
import { knockOutNoticeMail } from './notice-mail.ts';
import { claimNotice, dueNotices } from './notices-repo.ts';

export const NOTICE_TASK = 'knock-outs.notices';

export type NoticeEnv = { db: Db; mailer: Mailer; config: Config };
export type NoticeRun = { sent: number; failed: number };

const BATCH = 200;

export async function runDueNotices(
  env: NoticeEnv,
  opts: { now?: Date; clientId?: string; onError?: (e: unknown) => void } = {},
): Promise<NoticeRun> {
  const now = opts.now ?? new Date();
  const due = await dueNotices(env.db, { now, clientId: opts.clientId, limit: BATCH });
  const tenants = new Map<string, Tenant | undefined>();
  const run: NoticeRun = { sent: 0, failed: 0 };
  for (const n of due) {
    try {
      if (!tenants.has(n.client_id)) tenants.set(n.client_id, await tenantById(env.db, n.client_id));
      const tenant = tenants.get(n.client_id);
      const to = n.email ?? n.guest_email;
      const sent = await env.db.transaction().execute(async (trx) => {
        const claimed = await claimNotice(trx, n.client_id, n.application_id, now);
        // A board gone or an applicant without an address: the notice is spent, with nothing to send.
        if (!claimed || !tenant || !to) return false;
        // The applicant's language; a guest's (no account, so no locale) is the board's default.
        const brand = await readerBrand(tenant, env.config, n.locale);
        const mail = knockOutNoticeMail(brand, {
          name: n.first_name?.trim() || n.guest_name?.trim() || to,
          jobTitle: n.title,
          companyName: n.company_name ?? '',
        });
        await env.mailer.store(trx, {
          ...mail,
          to,
          kind: 'knock_out_notice',
          clientId: n.client_id,
          fromName: brand.name,
          meta: { applicationId: n.application_id, jobId: n.job_id },
        });
        return true;
      });
      if (sent) run.sent += 1;
    } catch (error) {
      run.failed += 1;
      opts.onError?.(error);
    }
  }
  return run;
}

// What follows a status change: an in-app notification for a registered candidate, and a status
// e-mail (outbox, tenant-branded) to the candidate or to the guest's address. E-mails never come in
// bursts: each status is mailed at most once per application (application_status_mails), so a
// rejection toggled back and forth is mailed once, and a bulk change sends one e-mail per
// application. An unread notification of the same application is updated instead of stacked.
import type { components } from '@generated/schema';
import { readerBrand } from '../board-settings/index.ts';
import type { Config } from '../config.ts';
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { applicationStatusMail, jobTitleOr, statusWording } from '../mail/application-status.ts';
import { boardMail } from '../mail/custom/board-mail.ts';
import { statusWords } from '../mail/custom/catalogue.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { storeReplacingUnread } from '../notifications/index.ts';
import { claimStatusMail, statusRecipients } from '../applications/index.ts';

type Status = components['schemas']['ApplicationStatus'];

export type NotifyEnv = { db: Db; mailer: Mailer; config: Config; tenant: Tenant; jobs?: JobQueue };
export type StatusChange = { applicationId: string; to: Status };

export const MY_JOBS_PATH = '/jobsseekers/my-jobs';

/**
 * Notifies the applicants of the changes. `mail` false (the employer unticked it, or the plan has
 * no status e-mails) stores the notifications only. A failing delivery is reported to `onError`
 * and does not undo the change: the mail stays in the outbox.
 */
export async function announce(
  env: NotifyEnv,
  changes: StatusChange[],
  mail: boolean,
  onError: (error: unknown) => void,
): Promise<void> {
  if (!changes.length) return;
  const rows = new Map(
    (
      await statusRecipients(
        env.db,
        env.tenant.id,
        changes.map((c) => c.applicationId),
      )
    ).map((r) => [r.id, r]),
  );
  for (const change of changes) {
    const r = rows.get(change.applicationId);
    if (!r) continue;
    // In the candidate's language (a guest has none: the board's default); the notification
    // says what the mail says.
    const brand = await readerBrand(env.tenant, env.config, r.locale);
    const jobTitle = jobTitleOr(brand.tr, r.title);
    const text = statusWording(brand.tr, change.to, jobTitle, r.company_name);
    try {
      if (r.candidate_id)
        await storeReplacingUnread(
          { db: env.db, ...(env.jobs ? { jobs: env.jobs } : {}) },
          {
            clientId: env.tenant.id,
            userId: r.candidate_id,
            kind: 'application_status',
            ...text,
            link: `${MY_JOBS_PATH}?applicationId=${r.id}`,
            refs: { jobId: r.job_id, applicationId: r.id },
          },
          'applicationId',
        );
      const to = r.candidate_id ? (r.user_status === 'active' ? r.email : null) : r.guest_email;
      if (!mail || !to || !(await claimStatusMail(env.db, env.tenant.id, r.id, change.to))) continue;
      const link =
        r.candidate_id || !r.slug ? `${brand.origin}${MY_JOBS_PATH}` : `${brand.origin}/job-detail/${r.slug}`;
      const input = {
        name: r.candidate_id ? (r.first_name ?? '') : (r.guest_name ?? ''),
        jobTitle,
        companyName: r.company_name,
        status: change.to,
        link,
      };
      // The board's own wording when it rewrote this mail (custom e-mail templates).
      const values = { ...input, status: statusWords(brand.tr)[change.to] };
      await env.mailer.send({
        ...(await boardMail(env.db, env.tenant, 'application_status', brand, values, () =>
          applicationStatusMail(brand, input),
        )),
        to,
        kind: 'application_status',
        clientId: env.tenant.id,
        fromName: brand.name,
        meta: { applicationId: r.id, status: change.to },
      });
    } catch (error) {
      onError(error);
    }
  }
}

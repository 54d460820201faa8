// A new application tells the company: every active employer account of the job's company (the
// owner and team members) gets a new_applicant notification that opens the application, each in
// the language they last used the board in.
import type { Db } from '../db/database.ts';
import type { Tenant } from '../http/context.ts';
import { readerLocale } from '../board-settings/index.ts';
import { translatorFor } from '../i18n/translator.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { storeNotifications, type NewNotification } from '../notifications/index.ts';
import { activeTeam, jobCompanyAndTitle } from '../applications/index.ts';

const NOTIFICATION = {
  title: /*i18n*/ { id: 'applications.newApplicant.title', message: 'New applicant for {jobTitle}' },
  body: /*i18n*/ { id: 'applications.newApplicant.body', message: '{name} applied to {jobTitle}.' },
  // A job without a title (a draft's, never expected of a live one) still reads as a sentence.
  untitledTitle: /*i18n*/ { id: 'applications.newApplicant.untitledTitle', message: 'New applicant for your job' },
  untitledBody: /*i18n*/ { id: 'applications.newApplicant.untitledBody', message: '{name} applied to your job.' },
};

export async function announceNewApplicant(
  db: Db,
  jobs: JobQueue | undefined,
  tenant: Tenant,
  a: { applicationId: string; jobId: string; applicantName: string },
): Promise<void> {
  const clientId = tenant.id;
  const job = await jobCompanyAndTitle(db, clientId, a.jobId);
  if (!job) return;
  const team = await activeTeam(db, clientId, job.company_id);
  if (!team.length) return;
  const notes: NewNotification[] = [];
  for (const u of team) {
    const tr = await translatorFor(readerLocale(tenant, u.locale));
    const values = { jobTitle: job.title, name: a.applicantName };
    notes.push({
      clientId,
      userId: u.id,
      kind: 'new_applicant',
      title: job.title ? tr.t(NOTIFICATION.title, values) : tr.t(NOTIFICATION.untitledTitle),
      body: job.title ? tr.t(NOTIFICATION.body, values) : tr.t(NOTIFICATION.untitledBody, values),
      link: `/employer/response-detail?userJobId=${a.applicationId}`,
      refs: { jobId: a.jobId, applicationId: a.applicationId },
    });
  }
  await storeNotifications({ db, jobs }, notes);
}

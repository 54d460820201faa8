// A new application tells the company: every active employer account of the job's company (the
// owner and team members) gets a new_applicant notification that opens the application.
import type { Db } from '../db/database.ts';
import type { JobQueue } from '../jobs-queue/queue.ts';
import { storeNotifications } from '../notifications/store.ts';

export async function announceNewApplicant(
  db: Db,
  jobs: JobQueue | undefined,
  clientId: string,
  a: { applicationId: string; jobId: string; applicantName: string },
): Promise<void> {
  const job = await db
    .selectFrom('jobs')
    .select(['company_id', 'title'])
    .where('client_id', '=', clientId)
    .where('id', '=', a.jobId)
    .executeTakeFirst();
  if (!job) return;
  const team = await db
    .selectFrom('users')
    .select('id')
    .where('client_id', '=', clientId)
    .where('company_id', '=', job.company_id)
    .where('role', '=', 'employer')
    .where('status', '=', 'active')
    .execute();
  const title = job.title ?? 'your job';
  await storeNotifications(
    { db, jobs },
    team.map((u) => ({
      clientId,
      userId: u.id,
      kind: 'new_applicant' as const,
      title: `New applicant for ${title}`,
      body: `${a.applicantName} applied to ${title}.`,
      link: `/employer/response-detail?userJobId=${a.applicationId}`,
      refs: { jobId: a.jobId, applicationId: a.applicationId },
    })),
  );
}

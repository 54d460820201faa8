// The job approval queue: the board's jobs by approval state (pending first, the longest waiting
// on top) and the admin's decision. The decision is posting's own (server/job-posting/approval.ts:
// rules, the write and the audit entry), taken for the company that owns the job; declining also
// e-mails whoever posted it the reason, after the decision is stored.
import type { components } from '@generated/schema';
import { readerBrand } from '../board-settings/index.ts';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../errors/errors.ts';
import { sendsEventMails } from '../mail/event-mails.ts';
import { declinedJobTitle, jobDeclinedMail } from '../mail/job-declined.ts';
import { boardMail } from '../mail/custom/board-mail.ts';
import { decideApproval, NO_JOB } from '../job-posting/index.ts';
import type { ConsoleEnv } from '../http/console-admin.ts';
import { queueJobRow, queuePage, type QueueRow } from './approvals-repo.ts';

type S = components['schemas'];

const PENDING = 1;
const DECLINED = 3;

type Row = QueueRow;

function view(r: Row): S['AdminJob'] {
  const place = [r.city_nm, r.country_nm].filter(Boolean).join(', ');
  return {
    _id: r.id,
    title: r.title,
    slug: r.slug,
    status: r.status,
    approvalStatus: r.approval_status,
    declineReason: r.decline_reason,
    company: { _id: r.company_id, name: r.company_name },
    postedBy:
      r.user_id && r.email
        ? { _id: r.user_id, name: `${r.first_name ?? ''} ${r.last_name ?? ''}`.trim() || r.email, email: r.email }
        : null,
    location: place || null,
    createdAt: r.created_at.toISOString(),
    updatedAt: r.updated_at.toISOString(),
  };
}

export async function approvalQueue(env: ConsoleEnv, q: S['AdminJobQuery']): Promise<Page<S['AdminJob']>> {
  const pageNo = q.page ?? 1;
  const limit = q.limit ?? 10;
  const approval = q.approvalStatus ?? PENDING;
  // Pending: the longest waiting first. Decided: the latest decision first.
  const desc = q.sortOrder ? q.sortOrder === 'desc' : approval !== PENDING;
  const { rows, total } = await queuePage(env.db, env.clientId, {
    approval,
    search: q.search?.trim(),
    byCreation: approval === PENDING,
    desc,
    limit,
    offset: (pageNo - 1) * limit,
  });
  return page(rows.map(view), total, pageNo, limit);
}

async function queueJob(env: ConsoleEnv, jobId: string): Promise<Row> {
  const row = await queueJobRow(env.db, env.clientId, jobId);
  if (!row) throw notFound(NO_JOB);
  return row;
}

export async function decideJob(env: ConsoleEnv, jobId: string, body: S['AdminJobDecision']): Promise<S['AdminJob']> {
  const job = await queueJob(env, jobId);
  const poster = {
    db: env.db,
    tenant: env.tenant,
    clientId: env.clientId,
    companyId: job.company_id,
    userId: job.user_id ?? env.admin.id,
  };
  // isActive is part of the employer's activate body; a decision never changes the status.
  await decideApproval(poster, env.admin, jobId, {
    isActive: job.status === 'ACTIVE',
    approvalStatus: body.approvalStatus,
    ...(body.declineReason !== undefined ? { declineReason: body.declineReason } : {}),
  });
  const decided = await queueJob(env, jobId);
  if (body.approvalStatus === DECLINED && decided.email) await mailDecline(env, decided);
  return view(decided);
}

async function mailDecline(env: ConsoleEnv, job: Row): Promise<void> {
  // An event mail: the employer also sees the decision and its reason in their jobs.
  if (!job.email || !sendsEventMails(env.tenant)) return;
  // In the language of the employer who posted it.
  const brand = await readerBrand(env.tenant, env.config, job.locale);
  const input = {
    name: job.first_name?.trim() || job.email,
    jobTitle: declinedJobTitle(brand.tr, job.title),
    reason: job.decline_reason ?? '',
    editUrl: `${brand.origin}/employer/my-jobs`,
  };
  // The board's own wording when it rewrote this mail (custom e-mail templates).
  const values = { name: input.name, jobTitle: input.jobTitle, reason: input.reason, link: input.editUrl };
  await env.mailer.send({
    ...(await boardMail(env.db, env.tenant, 'job_declined', brand, values, () => jobDeclinedMail(brand, input))),
    to: job.email,
    kind: 'job_declined',
    clientId: env.clientId,
    fromName: brand.name,
    meta: { jobId: job.id },
  });
}

// The job approval queue: the board's jobs by approval state (pending first, the longest waiting
// on top) and the admin's decision. The decision is posting's own (server/posting/approval.ts:
// rules, the write and the audit entry), taken for the company that owns the job; declining also
// e-mails whoever posted it the reason, after the decision is stored.
import { sql } from 'kysely';
import type { components } from '@generated/schema';
import { readerBrand } from '../accounts/brand.ts';
import { page, type Page } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { sendsEventMails } from '../mail/event-mails.ts';
import { declinedJobTitle, jobDeclinedMail } from '../mail/job-declined.ts';
import { boardMail } from '../mail/custom/board-mail.ts';
import { decideApproval } from '../posting/approval.ts';
import { NO_JOB } from '../posting/access.ts';
import type { ConsoleEnv } from './console-admin.ts';
import { escapeLike } from '../db/like.ts';

type S = components['schemas'];

const PENDING = 1;
const DECLINED = 3;

function queueRows(env: ConsoleEnv) {
  return env.db
    .selectFrom('jobs as j')
    .innerJoin('companies as c', (j) => j.onRef('c.id', '=', 'j.company_id').onRef('c.client_id', '=', 'j.client_id'))
    .leftJoin('users as u', (j) => j.onRef('u.id', '=', 'j.posted_by').onRef('u.client_id', '=', 'j.client_id'))
    .where('j.client_id', '=', env.clientId)
    .where('j.status', 'not in', ['DRAFT', 'DELETED'])
    .where('j.deleted_at', 'is', null);
}

const COLUMNS = [
  'j.id',
  'j.title',
  'j.slug',
  'j.status',
  'j.approval_status',
  'j.decline_reason',
  'j.city_nm',
  'j.country_nm',
  'j.created_at',
  'j.updated_at',
  'c.id as company_id',
  'c.name as company_name',
  'u.id as user_id',
  'u.first_name',
  'u.last_name',
  'u.email',
  'u.locale',
] as const;

type Row = {
  id: string;
  title: string | null;
  slug: string | null;
  status: S['JobStatus'];
  approval_status: S['ApprovalStatus'];
  decline_reason: string | null;
  city_nm: string | null;
  country_nm: string | null;
  created_at: Date;
  updated_at: Date;
  company_id: string;
  company_name: string;
  user_id: string | null;
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  locale: string | null;
};

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
  let rows = queueRows(env).where('j.approval_status', '=', approval);
  const search = q.search?.trim();
  if (search) {
    const like = `%${escapeLike(search)}%`;
    rows = rows.where((e) => e.or([e('j.title', 'ilike', like), e('c.name', 'ilike', like)]));
  }
  // Pending: the longest waiting first. Decided: the latest decision first.
  const desc = q.sortOrder ? q.sortOrder === 'desc' : approval !== PENDING;
  const [items, total] = await Promise.all([
    rows
      .select(COLUMNS)
      .orderBy(approval === PENDING ? 'j.created_at' : 'j.updated_at', desc ? 'desc' : 'asc')
      .orderBy('j.id')
      .limit(limit)
      .offset((pageNo - 1) * limit)
      .execute(),
    rows.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return page((items as Row[]).map(view), Number(total.n), pageNo, limit);
}

async function queueJob(env: ConsoleEnv, jobId: string): Promise<Row> {
  const row = await queueRows(env).select(COLUMNS).where('j.id', '=', jobId).executeTakeFirst();
  if (!row) throw notFound(NO_JOB);
  return row as Row;
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

// Confirming a draft and the later life of a job. Every status change asks job-state.ts first.
import type { components } from '@generated/schema';
import { badRequest } from '../errors/errors.ts';
import { featureAllowed } from '../tenancy/features.ts';
import { APPROVED } from '../jobs/index.ts';
import { assertJobValuesPass, copyJobValues } from '../forms/index.ts';
import { ownJob, ownerJob, statusChange, type Poster } from './access.ts';
import { assertEditable, nextStatus, type JobAction } from './job-state.ts';
import { insertJob, softDeleteCompanyJobs, updateJob } from './posting-repo.ts';
import { withRoomFor } from './quota.ts';
import { freeSlug, slugFromTitle } from './slugs.ts';

type S = components['schemas'];

const PENDING = 1;
const MAX_EXPIRY_DAYS = 180;

function expiryOf(p: Poster, value: string | undefined, now: Date): Date | undefined {
  if (value === undefined) return undefined;
  if (!featureAllowed(p.tenant, 'job_expiry')) throw badRequest('Your plan does not include job expiry dates');
  const at = new Date(value);
  if (at.getTime() <= now.getTime()) throw badRequest('The expiry date must be in the future');
  if (at.getTime() > now.getTime() + MAX_EXPIRY_DAYS * 86_400_000)
    throw badRequest(`The expiry date can be at most ${MAX_EXPIRY_DAYS} days ahead`);
  return at;
}

export async function confirmPost(p: Poster, body: S['JobConfirmPostInput'], now = new Date()): Promise<S['Job']> {
  const row = await ownJob(p, body.jobId);
  const status = nextStatus('confirm', row.status);
  const missing = [
    !row.title && 'title',
    !row.description && 'description',
    row.vacancies === null && 'vacancies',
    row.experience_min === null && 'experience',
    !row.location_type && 'location',
    !row.company_info?.companyName && 'company info',
  ].filter((m): m is string => typeof m === 'string');
  if (missing.length) throw badRequest(`The job cannot be posted yet; missing: ${missing.join(', ')}`);
  const expiresAt = expiryOf(p, body.expiresAt, now);
  // The board's job_post fields as they are today (one added since the values were saved included).
  await assertJobValuesPass(p.db, p.tenant, row.id);
  const needsApproval = featureAllowed(p.tenant, 'job_posting_approval');
  await withRoomFor(p, row.id, async (q) =>
    updateJob(q.db, q.clientId, row.id, {
      status,
      approval_status: needsApproval ? PENDING : APPROVED,
      decline_reason: null,
      posted_at: now,
      expires_at: expiresAt ?? null,
      posting_step: 'job-posted-successfull',
      ...(row.slug ? {} : { slug: await freeSlug(q.db, q.clientId, slugFromTitle(row.title ?? 'job'), row.id) }),
    }),
  );
  return ownerJob(p, row.id);
}

async function move(p: Poster, jobId: string, action: JobAction, extra: Parameters<typeof updateJob>[3] = {}) {
  const row = await ownJob(p, jobId);
  const status = nextStatus(action, row.status);
  return statusChange(await updateJob(p.db, p.clientId, row.id, { status, ...extra }));
}

export const pause = (p: Poster, jobId: string) => move(p, jobId, 'pause');
export const resume = (p: Poster, jobId: string) => move(p, jobId, 'resume');
export const close = (p: Poster, jobId: string) => move(p, jobId, 'close');
export const remove = (p: Poster, jobId: string) => move(p, jobId, 'delete', { deleted_at: new Date() });

export async function activate(p: Poster, jobId: string, body: S['JobActivateInput'], now = new Date()) {
  if (!body.isActive) {
    if (body.expiresAt !== undefined) throw badRequest('An expiry date is only given when activating a job');
    return move(p, jobId, 'deactivate');
  }
  const row = await ownJob(p, jobId);
  const expired =
    row.status === 'EXPIRED' || (row.status === 'ACTIVE' && row.expires_at !== null && row.expires_at <= now);
  const expiresAt = expiryOf(p, body.expiresAt, now);
  if (expired && !expiresAt) throw badRequest('An expired job needs a later expiry date to be activated again');
  const status = nextStatus('activate', expired ? 'EXPIRED' : row.status);
  await assertJobValuesPass(p.db, p.tenant, row.id);
  return statusChange(
    await withRoomFor(p, row.id, (q) =>
      updateJob(q.db, q.clientId, row.id, { status, ...(expiresAt ? { expires_at: expiresAt } : {}) }),
    ),
  );
}

export async function softDelete(p: Poster, ids: string[]): Promise<S['Done']> {
  return { affected: await softDeleteCompanyJobs(p.db, p.clientId, p.companyId, [...new Set(ids)]) };
}

export async function setVacancies(p: Poster, jobId: string, vacancies: number): Promise<S['JobVacancyCount']> {
  const row = await ownJob(p, jobId);
  assertEditable(row.status);
  const saved = await updateJob(p.db, p.clientId, row.id, { vacancies });
  return { _id: saved.id, vacancies: saved.vacancies ?? vacancies, updatedAt: saved.updated_at.toISOString() };
}

export async function cloneJob(p: Poster, body: S['JobCloneInput']): Promise<S['Job']> {
  const src = await ownJob(p, body.jobId);
  const title = body.title?.trim() ?? src.title;
  const base = body.title ? slugFromTitle(body.title) : (src.slug ?? (title ? slugFromTitle(title) : null));
  const {
    id: _id,
    created_at: _c,
    updated_at: _u,
    deleted_at: _d,
    posted_at: _p,
    expires_at: _e,
    import_type: _i,
    reference_number: _r,
    applicants_count: _a,
    new_applicants_count: _n,
    views_count: _v,
    decline_reason: _dr,
    ...copy
  } = src;
  const id = await insertJob(p.db, {
    ...copy,
    position_level: copy.position_level ? JSON.stringify(copy.position_level) : null,
    qualification: copy.qualification ? JSON.stringify(copy.qualification) : null,
    company_info: copy.company_info ? JSON.stringify(copy.company_info) : null,
    skill_refs: JSON.stringify(copy.skill_refs),
    questions: JSON.stringify(copy.questions),
    title,
    slug: base ? await freeSlug(p.db, p.clientId, base) : null,
    posted_by: p.userId,
    status: 'DRAFT',
    approval_status: PENDING,
    posting_step: 'job-post-verification',
  });
  await copyJobValues(p.db, p.tenant, src.id, id, p.userId);
  return ownerJob(p, id);
}

// Who may fill which form, and for what (form/save-form-data). A job's job_post values belong to
// the job: the entityId must be a job of the caller's company that can still change, and the
// caller needs the team permission to edit jobs. A candidate's additional details belong to the
// candidate: no entityId. Other forms keep their rule: the caller's own values (per entity if one
// is named).
import type { components } from '@generated/schema';
import type { Db } from '../db/database.ts';
import type { AuthUser, Tenant } from '../http/context.ts';
import { badRequest, fieldError, forbidden, notFound } from '../errors/errors.ts';
import { requirePermission } from '../http/permissions.ts';
import { JOB_POST_FORM } from '../../shared/custom-form/job-post-fields.ts';
import { ADDITIONAL_DETAILS_FORM } from './candidate-details.ts';
import { claimEntityRow, companyJob } from './entity-values-repo.ts';
import { findForm } from './forms-repo.ts';

type S = components['schemas'];

/** Statuses a job's details can no longer change in (posting's job-state.ts says the same). */
const FINAL = new Set(['CLOSED', 'DELETED']);

async function mayFillJob(db: Db, tenant: Tenant, user: AuthUser, jobId: string | undefined): Promise<void> {
  if (user.role !== 'employer' || !user.companyId) throw forbidden("Only the job's employer can fill in its details");
  requirePermission(user, 'post_jobs');
  if (!jobId) throw fieldError('entityId', 'Name the job these details belong to (entityId)');
  const job = await companyJob(db, { clientId: tenant.id, companyId: user.companyId, jobId });
  if (!job) throw notFound('This job does not exist or is no longer available');
  if (FINAL.has(job.status)) throw badRequest(`A ${job.status.toLowerCase()} job cannot be changed`);
  const loaded = await findForm(db, tenant.id, JOB_POST_FORM);
  if (loaded) await claimEntityRow(db, { clientId: tenant.id, formId: loaded.form.id, entityKey: jobId }, user.id);
}

/** Refuses a save the caller may not make; returns when the generic save may go on. */
export async function assertMayFill(db: Db, tenant: Tenant, user: AuthUser, input: S['FormDataInput']): Promise<void> {
  if (input.code === JOB_POST_FORM) return mayFillJob(db, tenant, user, input.entityId);
  if (input.code === ADDITIONAL_DETAILS_FORM) {
    if (user.role !== 'candidate') throw forbidden('Additional details are a job seeker’s, kept with their profile');
    if (input.entityId) throw fieldError('entityId', 'Additional details belong to your profile; leave entityId out');
  }
}

// The approval decision on a job (plan feature job_posting_approval): an admin acting for the
// company (the admin header) approves or declines a job through activateJob. Only the approval
// changes; the status is the employer's. Approving makes an ACTIVE job public at once (the live
// rule reads approval_status), declining takes it off the board at once and shows the employer
// the reason. Each decision is written to the audit log with the admin who made it.
import type { components } from '@generated/schema';
import type { AuthUser } from '../http/context.ts';
import { badRequest, forbidden } from '../errors/errors.ts';
import { recordAudit } from '../users/index.ts';
import { APPROVED } from '../jobs/index.ts';
import { ownJob, statusChange, type Poster } from './access.ts';
import { updateJob } from './posting-repo.ts';

type S = components['schemas'];

const DECLINED = 3;

export type Decision = { approvalStatus: 2 | 3; declineReason?: string | undefined };

export async function decideApproval(
  p: Poster,
  admin: AuthUser | null,
  jobId: string,
  body: S['JobActivateInput'] & Decision,
): Promise<S['JobStatusChange']> {
  if (!admin || admin.role !== 'admin') throw forbidden('Only an admin can approve or decline jobs');
  if (body.expiresAt !== undefined) throw badRequest('An expiry date cannot be given with an approval decision');
  const reason = body.declineReason?.trim() ?? '';
  if (body.approvalStatus === DECLINED && !reason) throw badRequest('Say why the job is declined (declineReason)');
  if (body.approvalStatus === APPROVED && reason) throw badRequest('A decline reason is only given when declining');
  const row = await ownJob(p, jobId);
  if (row.status === 'DRAFT' || row.status === 'DELETED')
    throw badRequest(`A ${row.status.toLowerCase()} job cannot be approved or declined`);
  const saved = await updateJob(p.db, p.clientId, row.id, {
    approval_status: body.approvalStatus,
    decline_reason: body.approvalStatus === DECLINED ? reason : null,
  });
  await recordAudit(p.db, {
    clientId: p.clientId,
    actorId: admin.id,
    actingForId: p.userId,
    action: body.approvalStatus === APPROVED ? 'job.approve' : 'job.decline',
    detail: {
      jobId: row.id,
      from: row.approval_status,
      to: body.approvalStatus,
      ...(body.approvalStatus === DECLINED ? { reason } : {}),
    },
  });
  return statusChange(saved);
}

/** Whether the body carries an approval decision. */
export const isDecision = (body: S['JobActivateInput']): body is S['JobActivateInput'] & Decision =>
  body.approvalStatus !== undefined;

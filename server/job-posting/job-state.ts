// The one table of allowed job status moves (the contract's JobStatus). Every lifecycle call asks
// it before writing, so a forbidden move is refused the same way wherever it comes from.
import type { components } from '@generated/schema';
import { badRequest } from '../errors/errors.ts';

export type JobStatus = components['schemas']['JobStatus'];

export type JobAction = 'confirm' | 'activate' | 'deactivate' | 'pause' | 'resume' | 'close' | 'delete' | 'expire';

const MOVES: Record<JobAction, { from: readonly JobStatus[]; to: JobStatus; verb: string }> = {
  confirm: { from: ['DRAFT'], to: 'ACTIVE', verb: 'post' },
  activate: { from: ['INACTIVE', 'EXPIRED'], to: 'ACTIVE', verb: 'activate' },
  deactivate: { from: ['ACTIVE', 'PAUSED'], to: 'INACTIVE', verb: 'deactivate' },
  pause: { from: ['ACTIVE'], to: 'PAUSED', verb: 'pause' },
  resume: { from: ['PAUSED'], to: 'ACTIVE', verb: 'resume' },
  close: { from: ['ACTIVE', 'INACTIVE', 'PAUSED', 'EXPIRED'], to: 'CLOSED', verb: 'close' },
  delete: { from: ['DRAFT', 'ACTIVE', 'INACTIVE', 'PAUSED', 'CLOSED', 'EXPIRED'], to: 'DELETED', verb: 'delete' },
  // Made by the background expiry sweep (server/job-posting/expiry.ts), never by a caller.
  expire: { from: ['ACTIVE'], to: 'EXPIRED', verb: 'expire' },
};

const label = (s: JobStatus) => s.toLowerCase();

export function canMove(action: JobAction, from: JobStatus): boolean {
  return MOVES[action].from.includes(from);
}

/** The statuses `action` moves from, for writers that move many jobs in one statement. */
export function movableFrom(action: JobAction): readonly JobStatus[] {
  return MOVES[action].from;
}

/** The status `action` moves to. */
export function targetOf(action: JobAction): JobStatus {
  return MOVES[action].to;
}

/** The status after `action`, or a 400 naming what is allowed. */
export function nextStatus(action: JobAction, from: JobStatus): JobStatus {
  const move = MOVES[action];
  if (!move.from.includes(from))
    throw badRequest(
      `A ${label(from)} job cannot be ${move.verb === 'post' ? 'posted' : `${move.verb}d`}; only ${move.from
        .map(label)
        .join(', ')} jobs can`,
    );
  return move.to;
}

/** Steps and vacancy edits work on any job that is still open to change. */
export function assertEditable(status: JobStatus): void {
  if (status === 'CLOSED' || status === 'DELETED') throw badRequest(`A ${label(status)} job cannot be changed`);
}

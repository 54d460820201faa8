// Which lifecycle actions a job's status allows (the server's state machine, server/posting/
// job-state.ts, decides; this only avoids offering moves it would refuse).
import type { JobStatus } from '@generated/api/model';

export type DetailAction = 'activate' | 'deactivate' | 'pause' | 'resume' | 'close' | 'clone' | 'delete';

export function actionsFor(status: JobStatus): DetailAction[] {
  switch (status) {
    case 'ACTIVE':
      return ['pause', 'deactivate', 'close', 'clone', 'delete'];
    case 'PAUSED':
      return ['resume', 'deactivate', 'close', 'clone', 'delete'];
    case 'INACTIVE':
      return ['activate', 'close', 'clone', 'delete'];
    case 'EXPIRED':
      return ['close', 'clone', 'delete'];
    case 'CLOSED':
      return ['clone', 'delete'];
    case 'DRAFT':
      return ['delete'];
    default:
      return [];
  }
}

export const ACTION_LABELS: Record<DetailAction, string> = {
  activate: 'Activate',
  deactivate: 'Deactivate',
  pause: 'Pause',
  resume: 'Resume',
  close: 'Close position',
  clone: 'Clone',
  delete: 'Delete',
};

/** Vacancies can change while the job is still open to change (not CLOSED or DELETED). */
export const canEditVacancies = (status: JobStatus) => status !== 'CLOSED' && status !== 'DELETED';

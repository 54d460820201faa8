// Which lifecycle actions a job's status allows (the server's state machine, server/job-posting/
// job-state.ts, decides; this only avoids offering moves it would refuse).
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
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

/** The actions' button labels, read in the page's language where shown (textOf). */
export const ACTION_LABELS: Record<DetailAction, MessageDescriptor> = {
  activate: msg`Activate`,
  deactivate: msg`Deactivate`,
  pause: msg`Pause`,
  // A context: "Resume" is also the word for a CV, and the catalogues share one message per text.
  resume: msg({ message: 'Resume', context: 'job action' }),
  close: msg`Close position`,
  clone: msg`Clone`,
  delete: msg`Delete`,
};

/** Vacancies can change while the job is still open to change (not CLOSED or DELETED). */
export const canEditVacancies = (status: JobStatus) => status !== 'CLOSED' && status !== 'DELETED';

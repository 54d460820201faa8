// A job's state in one badge: its status, or "Pending approval" / "Declined" while an active job
// is not public yet.
import { Badge } from '@mantine/core';
import type { ApprovalStatus, JobStatus } from '@generated/api/model';

const STATUS: Record<JobStatus, { label: string; color: string }> = {
  DRAFT: { label: 'Draft', color: 'gray' },
  ACTIVE: { label: 'Active', color: 'green' },
  INACTIVE: { label: 'Inactive', color: 'gray' },
  PAUSED: { label: 'Paused', color: 'yellow' },
  CLOSED: { label: 'Closed', color: 'dark' },
  EXPIRED: { label: 'Expired', color: 'orange' },
  DELETED: { label: 'Deleted', color: 'red' },
};

export function StatusBadge({ status, approval }: { status: JobStatus; approval?: ApprovalStatus }) {
  if (status === 'ACTIVE' && approval === 1)
    return (
      <Badge color="yellow" variant="light">
        Pending approval
      </Badge>
    );
  if (status === 'ACTIVE' && approval === 3)
    return (
      <Badge color="red" variant="light">
        Declined
      </Badge>
    );
  const s = STATUS[status];
  return (
    <Badge color={s.color} variant="light">
      {s.label}
    </Badge>
  );
}

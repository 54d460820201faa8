// A job's state in one badge: its status, or "Pending approval" / "Declined" while an active job
// is not public yet. Dot badges: the label keeps the body text colour (the light variant's green,
// yellow and orange text fails WCAG AA contrast at badge size) and the dot carries the colour.
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
      <Badge color="yellow" variant="dot">
        Pending approval
      </Badge>
    );
  if (status === 'ACTIVE' && approval === 3)
    return (
      <Badge color="red" variant="dot">
        Declined
      </Badge>
    );
  const s = STATUS[status];
  return (
    <Badge color={s.color} variant="dot">
      {s.label}
    </Badge>
  );
}

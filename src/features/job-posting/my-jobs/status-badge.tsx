// A job's state in one badge: its status, or "Pending approval" / "Declined" while an active job
// is not public yet. Dot badges: the label keeps the body text colour (the light variant's green,
// yellow and orange text fails WCAG AA contrast at badge size) and the dot carries the colour.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge } from '@mantine/core';
import type { ApprovalStatus, JobStatus } from '@generated/api/model';
import { textOf } from '@/lib/i18n/i18n';

// Labels are read in the page's language where shown (textOf).
const STATUS: Record<JobStatus, { label: MessageDescriptor; color: string }> = {
  DRAFT: { label: msg`Draft`, color: 'gray' },
  ACTIVE: { label: msg`Active`, color: 'green' },
  INACTIVE: { label: msg`Inactive`, color: 'gray' },
  PAUSED: { label: msg`Paused`, color: 'yellow' },
  CLOSED: { label: msg`Closed`, color: 'dark' },
  EXPIRED: { label: msg`Expired`, color: 'orange' },
  DELETED: { label: msg`Deleted`, color: 'red' },
};

export function StatusBadge({ status, approval }: { status: JobStatus; approval?: ApprovalStatus }) {
  if (status === 'ACTIVE' && approval === 1)
    return (
      <Badge color="yellow" variant="dot">
        <Trans>Pending approval</Trans>
      </Badge>
    );
  if (status === 'ACTIVE' && approval === 3)
    return (
      <Badge color="red" variant="dot">
        <Trans>Declined</Trans>
      </Badge>
    );
  const s = STATUS[status];
  return (
    <Badge color={s.color} variant="dot">
      {textOf(s.label)}
    </Badge>
  );
}

// One job in My jobs: title, state, applicants, posted date and the actions its status allows.
import { ActionIcon, Anchor, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { JobSummary } from '@generated/api/model';
import { formatDate } from '@/lib/format/dates';
import { resumeStep } from '../flow/steps';
import { StatusBadge } from './status-badge';

export type RowAction = 'pause' | 'resume' | 'close' | 'clone' | 'delete';

type Props = { job: JobSummary; busy: boolean; onAction: (action: RowAction, job: JobSummary) => void };

function actionsFor(job: JobSummary): RowAction[] {
  switch (job.status) {
    case 'DRAFT':
      return ['delete'];
    case 'ACTIVE':
      return ['pause', 'close', 'clone', 'delete'];
    case 'PAUSED':
      return ['resume', 'close', 'clone', 'delete'];
    case 'INACTIVE':
    case 'EXPIRED':
      return ['close', 'clone', 'delete'];
    default:
      return ['clone', 'delete'];
  }
}

const LABELS: Record<RowAction, string> = {
  pause: 'Pause',
  resume: 'Resume',
  close: 'Close position',
  clone: 'Clone',
  delete: 'Delete',
};

export function JobRow({ job, busy, onAction }: Props) {
  const title = job.title ?? 'Untitled draft';
  const isDraft = job.status === 'DRAFT';
  const editStep = isDraft && job.postingStep ? resumeStep(job.postingStep) : null;
  const actions = actionsFor(job);
  const quick = actions.find((a) => a === 'pause' || a === 'resume');
  return (
    <Card component="li" p="md" aria-label={title}>
      <Group justify="space-between" align="flex-start" gap="md" wrap="wrap">
        <Stack gap={4} style={{ flex: '1 1 240px', minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            {!isDraft ? (
              <Anchor
                fw={650}
                renderRoot={(props) => <Link {...props} to="/employer/job-detail" search={{ jobId: job._id }} />}
              >
                {title}
              </Anchor>
            ) : (
              <Text fw={650}>{title}</Text>
            )}
            {job.status ? <StatusBadge status={job.status} approval={job.approvalStatus} /> : null}
          </Group>
          <Text fz="sm" c="dimmed">
            {[
              job.category.nm,
              job.location?.city?.nm ?? (job.location?.locationType === 'WFH' ? 'Work from home' : null),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {job.approvalStatus === 3 && job.declineReason ? (
            <Text fz="sm" c="red.7">
              Declined: {job.declineReason}
            </Text>
          ) : null}
          <Group gap="lg" fz="sm">
            <Text fz="sm">
              <strong>{job.counts?.applicants ?? 0}</strong> applicants
              {job.counts?.newApplicants ? ` (${job.counts.newApplicants} new)` : ''}
            </Text>
            <Text fz="sm" c="dimmed">
              {job.postedAt ? `Posted ${formatDate(job.postedAt)}` : 'Not posted yet'}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {editStep ? (
            <Button
              size="xs"
              renderRoot={(props) => <Link {...props} to={editStep.path} search={{ jobId: job._id }} />}
            >
              Continue draft
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              renderRoot={(props) => <Link {...props} to="/employer/job-type" search={{ jobId: job._id }} />}
            >
              Edit
            </Button>
          )}
          {quick ? (
            <Button size="xs" variant="light" loading={busy} onClick={() => onAction(quick, job)}>
              {LABELS[quick]}
            </Button>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={`More actions for ${title}`}>
                <span aria-hidden>⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions
                .filter((a) => a !== quick)
                .map((a) => (
                  <Menu.Item key={a} color={a === 'delete' ? 'red' : undefined} onClick={() => onAction(a, job)}>
                    {LABELS[a]}
                  </Menu.Item>
                ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}

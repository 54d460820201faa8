// One job in My jobs: title, state, applicants, posted date and the actions its status allows.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Plural, Trans } from '@lingui/react/macro';
import { ActionIcon, Anchor, Button, Card, Group, Menu, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { JobSummary } from '@generated/api/model';
import { formatDate } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
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

/** Read in the page's language where shown (textOf). */
const LABELS: Record<RowAction, MessageDescriptor> = {
  pause: msg`Pause`,
  // A context: "Resume" is also the word for a CV, and the catalogues share one message per text.
  resume: msg({ message: 'Resume', context: 'job action' }),
  close: msg`Close position`,
  clone: msg`Clone`,
  delete: msg`Delete`,
};

export function JobRow({ job, busy, onAction }: Props) {
  const title = job.title ?? t`Untitled draft`;
  const isDraft = job.status === 'DRAFT';
  const editStep = isDraft && job.postingStep ? resumeStep(job.postingStep) : null;
  const actions = actionsFor(job);
  const quick = actions.find((a) => a === 'pause' || a === 'resume');
  const newApplicants = job.counts?.newApplicants ?? 0;
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
              job.location?.city?.nm ?? (job.location?.locationType === 'WFH' ? t`Work from home` : null),
            ]
              .filter(Boolean)
              .join(' · ')}
          </Text>
          {job.approvalStatus === 3 && job.declineReason ? (
            <Text fz="sm" c="red.7">
              <Trans>Declined: {job.declineReason}</Trans>
            </Text>
          ) : null}
          <Group gap="lg" fz="sm">
            <Text fz="sm">
              <Plural
                value={job.counts?.applicants ?? 0}
                one={
                  <span>
                    <strong>#</strong> applicant
                  </span>
                }
                other={
                  <span>
                    <strong>#</strong> applicants
                  </span>
                }
              />
              {newApplicants ? t` (${newApplicants} new)` : ''}
            </Text>
            <Text fz="sm" c="dimmed">
              {job.postedAt ? t`Posted ${formatDate(job.postedAt)}` : t`Not posted yet`}
            </Text>
          </Group>
        </Stack>
        <Group gap="xs" wrap="nowrap">
          {editStep ? (
            <Button
              size="xs"
              renderRoot={(props) => <Link {...props} to={editStep.path} search={{ jobId: job._id }} />}
            >
              <Trans>Continue draft</Trans>
            </Button>
          ) : (
            <Button
              size="xs"
              variant="default"
              renderRoot={(props) => <Link {...props} to="/employer/job-type" search={{ jobId: job._id }} />}
            >
              <Trans>Edit</Trans>
            </Button>
          )}
          {quick ? (
            <Button size="xs" variant="light" loading={busy} onClick={() => onAction(quick, job)}>
              {textOf(LABELS[quick])}
            </Button>
          ) : null}
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <ActionIcon variant="subtle" color="gray" size="lg" aria-label={t`More actions for ${title}`}>
                <span aria-hidden>⋯</span>
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              {actions
                .filter((a) => a !== quick)
                .map((a) => (
                  <Menu.Item key={a} color={a === 'delete' ? 'red' : undefined} onClick={() => onAction(a, job)}>
                    {textOf(LABELS[a])}
                  </Menu.Item>
                ))}
            </Menu.Dropdown>
          </Menu>
        </Group>
      </Group>
    </Card>
  );
}

// One applicant of the responses list, as a card that works from 375 px up: selection, who they
// are, when they applied, the status, the resume and the status menu.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Box, Button, Card, Checkbox, Group, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { Application } from '@generated/api/model';
import { FileIcon } from '@/components/ui/icons';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { applicantOf, experienceText } from '../shared/applicant';
import { ApplicationStatusBadge, GuestBadge } from '../shared/status-badge';
import { StatusMenu } from '../shared/status-menu';
import type { ApplicationStatus } from '../shared/status';
import { PersonAvatar } from '@/components/ui/person-avatar';

type Props = {
  application: Application;
  selected: boolean;
  /** Whether the row can be selected (to move several at once: applicant tracking). */
  selectable: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  onStatus: (status: ApplicationStatus) => void;
  onResume: () => void;
};

export function ApplicantRow({ application: a, selected, selectable, busy, onSelect, onStatus, onResume }: Props) {
  const who = applicantOf(a);
  const details = [who.headline, experienceText(who.experienceYears)].filter(Boolean).join(' · ');
  const nameId = `applicant-${a._id}`;
  return (
    <Card component="li" p="md" withBorder aria-labelledby={nameId} bg={selected ? 'blue.0' : undefined}>
      {/* Two parts that sit side by side, and stack on phones (the actions wrap below). */}
      <Group align="flex-start" wrap="wrap" gap="sm" justify="space-between">
        <Group align="flex-start" wrap="nowrap" gap="sm" style={{ flex: '1 1 260px', minWidth: 0 }}>
          {selectable ? (
            <Checkbox
              mt={4}
              checked={selected}
              onChange={(e) => onSelect(e.currentTarget.checked)}
              aria-label={t`Select ${who.name}`}
            />
          ) : null}
          <PersonAvatar src={who.avatar} name={who.name} visibleFrom="xs" />
          <Stack gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Group gap="xs" wrap="wrap">
              <Anchor
                id={nameId}
                renderRoot={(props) => <Link {...props} to="/employer/response-detail" search={{ userJobId: a._id }} />}
                fw={600}
                style={{ wordBreak: 'break-word' }}
              >
                {who.name}
              </Anchor>
              {who.isGuest ? <GuestBadge /> : null}
              {a.viewedAt === null ? (
                <Text span fz="xs" c="blue.8" fw={600}>
                  <Trans>New</Trans>
                </Text>
              ) : null}
            </Group>
            {details ? (
              <Text fz="sm" c="dimmed" lineClamp={2}>
                {details}
              </Text>
            ) : null}
            {who.isGuest && who.email ? (
              <Text fz="sm" c="dimmed" style={{ wordBreak: 'break-all' }}>
                {who.email}
              </Text>
            ) : null}
            <Text fz="sm" c="dimmed">
              <Trans>
                Applied on{' '}
                <time dateTime={a.appliedAt} title={formatDateTime(a.appliedAt)}>
                  {formatDate(a.appliedAt)}
                </time>
              </Trans>
            </Text>
          </Stack>
        </Group>
        <Box ml={{ base: 34, xs: 0 }}>
          <Group gap="xs" justify="flex-end" wrap="wrap">
            {a.screening?.score !== null && a.screening?.score !== undefined ? (
              <Badge variant="light" color="gray" title={t`Screening score from the answers to the job’s questions`}>
                <Trans>Score {a.screening.score}</Trans>
              </Badge>
            ) : null}
            <ApplicationStatusBadge status={a.status} />
            {a.resume ? (
              <Button
                variant="subtle"
                size="compact-sm"
                leftSection={<FileIcon size={16} />}
                onClick={onResume}
                aria-label={t`Resume of ${who.name}`}
              >
                <Trans>Resume</Trans>
              </Button>
            ) : null}
            <StatusMenu name={who.name} current={a.status} disabled={busy} onChange={onStatus} />
          </Group>
        </Box>
      </Group>
    </Card>
  );
}

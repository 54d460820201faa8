// One chat report as the console shows it: why, by whom and about whom, the messages around what
// was reported, and either the decision taken or the buttons to take it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Badge, Blockquote, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { AdminChatPerson, AdminChatReport } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';
import { ContextMessages } from './context-messages';
import { actionDone, reasonLabel, STATE_COLOR } from './labels';

type Props = { report: AdminChatReport; busy: boolean; onAct: () => void; onDismiss: () => void };

function Person({ label, person }: { label: string; person: AdminChatPerson | null }) {
  if (!person)
    return (
      <Text size="sm">
        <Trans>
          <strong>{label}:</strong> an erased account
        </Trans>
      </Text>
    );
  return (
    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
      <strong>{label}:</strong> {person.name} ({person.email}),{' '}
      {person.role === 'employer'
        ? person.companyName
          ? t`employer at ${person.companyName}`
          : t`employer`
        : person.role === 'candidate'
          ? t`candidate`
          : t`admin`}
      {person.status === 'disabled' ? (
        <Badge ml={6} size="xs" color="red" variant="light">
          <Trans>Suspended</Trans>
        </Badge>
      ) : null}
    </Text>
  );
}

function Decision({ report }: { report: AdminChatReport }) {
  const d = report.decision;
  if (!d) return null;
  const done = d.actions.map((a) => actionDone(a)).join(', ');
  return (
    <Text size="sm" c={report.state === 'actioned' ? 'red.8' : 'dimmed'}>
      {report.state === 'dismissed' ? t`Dismissed` : t`Actioned (${done})`} <Trans>by</Trans>{' '}
      {d.by?.name ?? t`a former admin`}, <time dateTime={d.at}>{formatDateTime(d.at)}</time>
      {d.note ? `: ${d.note}` : ''}
    </Text>
  );
}

export function ReportCard({ report, busy, onAct, onDismiss }: Props) {
  const reporter = report.reporter?.name ?? t`An erased account`;
  const about = report.reported?.name ?? t`an erased account`;
  const what = report.messageId ? t`a message of ${about}` : t`the conversation with ${about}`;
  const headingId = `chat-report-${report._id}`;
  return (
    <Card withBorder radius="md" p="md" component="li" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Group gap="xs">
          <Badge variant="light" color={STATE_COLOR[report.state]}>
            {report.state}
          </Badge>
          <Badge variant="outline" color="dark">
            {reasonLabel(report.reason)}
          </Badge>
          <Text size="sm" c="dimmed">
            <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
          </Text>
        </Group>
        <Text fw={700} component="h2" fz="md" id={headingId} style={{ overflowWrap: 'anywhere' }}>
          <Trans>
            {reporter} reported {what}
          </Trans>
        </Text>
        <Text size="sm" c="dimmed">
          {report.room.companyName ?? t`A company`}
          {report.room.jobTitle ? t` · about ${report.room.jobTitle}` : ''}
          {report.room.closedAt ? t` · closed to new messages` : ''}
        </Text>
        {report.details ? (
          <Blockquote p="xs" fz="sm" style={{ overflowWrap: 'anywhere' }}>
            {report.details}
          </Blockquote>
        ) : null}
        <Stack gap={2}>
          <Person label={t`Reported by`} person={report.reporter} />
          <Person label={t`About`} person={report.reported} />
        </Stack>
        <ContextMessages
          messages={report.context}
          label={
            report.messageId ? t`The reported message and the messages around it` : t`The last messages when reported`
          }
        />
        <Decision report={report} />
        {report.state === 'open' ? (
          <Group gap="xs">
            <Button
              size="sm"
              color="red"
              onClick={onAct}
              disabled={busy}
              aria-label={t`Act on the report by ${reporter}`}
            >
              <Trans>Act on it</Trans>
            </Button>
            <Button
              size="sm"
              variant="default"
              onClick={onDismiss}
              loading={busy}
              aria-label={t`Dismiss the report by ${reporter}`}
            >
              <Trans>Dismiss</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Card>
  );
}

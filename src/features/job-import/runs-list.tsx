// The import runs: a table on wider screens, one card per run on phones (the table's seven columns
// do not fit 375 px). Each run opens its details with a button, so the keyboard reaches it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Group, Stack, Table, Text, useMantineTheme, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { FileHistory } from '@generated/api/model';
import { formatDateTime } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import { TYPE_LABELS } from './run-format';
import { RunProgress, RunStatusBadge } from './run-progress';

type Props = { runs: FileHistory[]; onOpen: (run: FileHistory) => void };

const when = (value: string | null | undefined) => (value ? formatDateTime(value) : '—');

function DetailsButton({ run, onOpen }: { run: FileHistory; onOpen: Props['onOpen'] }) {
  return (
    <Button variant="subtle" size="xs" onClick={() => onOpen(run)} aria-label={t`Details of ${run.fileName}`}>
      <Trans>Details</Trans>
    </Button>
  );
}

function SourceCell({ run }: { run: FileHistory }) {
  return (
    <Stack gap={2} miw={0}>
      <Text fz="sm" fw={600} truncate title={run.fileName}>
        {run.fileName}
      </Text>
      <Text fz="xs" c="dimmed">
        {textOf(TYPE_LABELS[run.importType])}
        {run.mirror ? t` · mirror` : ''}
      </Text>
    </Stack>
  );
}

function RunsTable({ runs, onOpen }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t`Import runs`} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" w="26%">
              <Trans>Source</Trans>
            </Table.Th>
            <Table.Th scope="col" w={96}>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th scope="col">
              <Trans>Progress</Trans>
            </Table.Th>
            <Table.Th scope="col" w={150}>
              <Trans>Started</Trans>
            </Table.Th>
            <Table.Th scope="col" w={150}>
              <Trans>Finished</Trans>
            </Table.Th>
            <Table.Th scope="col" w={84}>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {runs.map((run) => (
            <Table.Tr key={run._id}>
              <Table.Td>
                <SourceCell run={run} />
              </Table.Td>
              <Table.Td>
                <RunStatusBadge run={run} />
              </Table.Td>
              <Table.Td>
                <RunProgress run={run} />
              </Table.Td>
              <Table.Td fz="sm">{when(run.startedAt)}</Table.Td>
              <Table.Td fz="sm">{when(run.finishedAt)}</Table.Td>
              <Table.Td>
                <DetailsButton run={run} onOpen={onOpen} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function RunCards({ runs, onOpen }: Props) {
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Import runs`}>
      {runs.map((run) => (
        <Card component="li" key={run._id} withBorder radius="md" padding="md" aria-label={run.fileName}>
          <Stack gap="sm">
            <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
              <SourceCell run={run} />
              <RunStatusBadge run={run} />
            </Group>
            <RunProgress run={run} />
            <Group justify="space-between" gap="xs" wrap="wrap">
              <Text fz="xs" c="dimmed">
                {t`Started ${when(run.startedAt)}`}
                {run.finishedAt ? t` · Finished ${when(run.finishedAt)}` : ''}
              </Text>
              <DetailsButton run={run} onOpen={onOpen} />
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}

export function RunsList(props: Props) {
  const theme = useMantineTheme();
  const phone = useMediaQuery(`(max-width: ${theme.breakpoints.sm})`) ?? false;
  return phone ? <RunCards {...props} /> : <RunsTable {...props} />;
}

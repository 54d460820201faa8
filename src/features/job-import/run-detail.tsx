// One import run in a drawer: its progress (polled while it runs), what it counted, why it failed
// as a whole, the rows it could not import, and how it read the rows it imported in the feed's own
// words (a category mapped to the board's), by row number and reference.
import { Alert, Badge, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FileHistory } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { QueryView } from '@/components/ui/query-view';
import { formatDateTime } from '@/lib/format/dates';
import { isActive, TYPE_LABELS } from './run-format';
import { RowTable } from './row-table';
import { RunProgress, RunStatusBadge } from './run-progress';
import { useImportRun } from './use-import-runs';

type Props = { runId: string | null; onClose: () => void; pollMs?: number };

export function RunDetailDrawer({ runId, onClose, pollMs }: Props) {
  const query = useImportRun(runId, pollMs);
  return (
    <Drawer
      opened={Boolean(runId)}
      onClose={onClose}
      position="right"
      size="xl"
      title={
        <Title order={2} fz="lg">
          Import details
        </Title>
      }
      closeButtonProps={{ 'aria-label': 'Close import details' }}
    >
      <QueryView query={query} errorTitle="We could not load this import">
        {(res) => <RunDetail run={res.data} />}
      </QueryView>
    </Drawer>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Stack>
  );
}

export function RunDetail({ run }: { run: FileHistory }) {
  const moreErrors = run.failed - run.errors.length;
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text fw={650} style={{ overflowWrap: 'anywhere' }}>
            {run.fileName}
          </Text>
          <RunStatusBadge run={run} />
        </Group>
        <Group gap="xs">
          <Badge variant="outline" color="gray" radius="sm">
            {TYPE_LABELS[run.importType]}
          </Badge>
          {run.mirror ? (
            <Badge variant="outline" color="gray" radius="sm">
              Mirror
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <RunProgress run={run} withCounts={false} />
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        <Fact label="Created" value={run.created.toLocaleString()} />
        <Fact label="Updated" value={run.updated.toLocaleString()} />
        <Fact label="Closed" value={run.closed.toLocaleString()} />
        <Fact label="Failed" value={run.failed.toLocaleString()} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label="Started" value={run.startedAt ? formatDateTime(run.startedAt) : 'Not yet'} />
        <Fact label="Finished" value={run.finishedAt ? formatDateTime(run.finishedAt) : 'Not yet'} />
        <Fact label="Requested by" value={run.createdBy?.nm || '—'} />
        {run.source && run.source !== run.fileName ? <Fact label="Source" value={run.source} /> : null}
      </SimpleGrid>
      {run.message ? (
        <Alert
          color={run.status === 'failed' ? 'red' : 'blue'}
          variant="light"
          icon={<AlertIcon size={18} />}
          title={run.status === 'failed' ? 'The import failed' : 'Note'}
          role={run.status === 'failed' ? 'alert' : 'status'}
        >
          {run.message}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Title order={3} fz="md">
          Rows not imported
        </Title>
        {run.errors.length ? (
          <>
            <RowTable label="Rows not imported" rows={run.errors} what="Problem" />
            {moreErrors > 0 ? (
              <Text fz="xs" c="dimmed">
                The first {run.errors.length.toLocaleString()} problems are listed; {moreErrors.toLocaleString()} more
                rows were not imported.
              </Text>
            ) : null}
          </>
        ) : (
          <EmptyState
            compact
            icon={<CheckIcon size={22} />}
            title={
              isActive(run)
                ? 'No problems so far'
                : run.status === 'failed'
                  ? 'No row problems recorded'
                  : 'Every row was imported'
            }
            text={isActive(run) ? 'Rows that cannot be imported will be listed here.' : undefined}
          />
        )}
      </Stack>
      {run.notes?.length ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            How rows were read
          </Title>
          <Text fz="sm" c="dimmed">
            These rows were imported; their category or job type was written differently from the board&apos;s and was
            matched as shown.
          </Text>
          <RowTable label="How rows were read" rows={run.notes} what="Reading" />
        </Stack>
      ) : null}
    </Stack>
  );
}

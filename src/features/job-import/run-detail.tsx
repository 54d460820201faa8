// One import run in a drawer: its progress (polled while it runs), what it counted, why it failed
// as a whole, the rows it could not import, and how it read the rows it imported in the feed's own
// words (a category mapped to the board's), by row number and reference.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Badge, Drawer, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { FileHistory } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { QueryView } from '@/components/ui/query-view';
import { formatDateTime } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
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
          <Trans>Import details</Trans>
        </Title>
      }
      closeButtonProps={{ 'aria-label': t`Close import details` }}
    >
      <QueryView query={query} errorTitle={t`We could not load this import`}>
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
  const listed = run.errors.length.toLocaleString();
  const more = moreErrors.toLocaleString();
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
            {textOf(TYPE_LABELS[run.importType])}
          </Badge>
          {run.mirror ? (
            <Badge variant="outline" color="gray" radius="sm">
              <Trans>Mirror</Trans>
            </Badge>
          ) : null}
        </Group>
      </Stack>
      <RunProgress run={run} withCounts={false} />
      <SimpleGrid cols={{ base: 2, xs: 4 }} spacing="sm">
        {/* Contexts: counts of jobs, where other screens' same words are one job's state. */}
        <Fact label={t({ message: 'Created', context: 'import count' })} value={run.created.toLocaleString()} />
        <Fact label={t({ message: 'Updated', context: 'import count' })} value={run.updated.toLocaleString()} />
        <Fact label={t({ message: 'Closed', context: 'import count' })} value={run.closed.toLocaleString()} />
        <Fact label={t({ message: 'Failed', context: 'import count' })} value={run.failed.toLocaleString()} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <Fact label={t`Started`} value={run.startedAt ? formatDateTime(run.startedAt) : t`Not yet`} />
        <Fact label={t`Finished`} value={run.finishedAt ? formatDateTime(run.finishedAt) : t`Not yet`} />
        <Fact label={t`Requested by`} value={run.createdBy?.nm || '—'} />
        {run.source && run.source !== run.fileName ? <Fact label={t`Source`} value={run.source} /> : null}
      </SimpleGrid>
      {run.message ? (
        <Alert
          color={run.status === 'failed' ? 'red' : 'blue'}
          variant="light"
          icon={<AlertIcon size={18} />}
          title={run.status === 'failed' ? t`The import failed` : t`Note`}
          role={run.status === 'failed' ? 'alert' : 'status'}
        >
          {run.message}
        </Alert>
      ) : null}
      <Stack gap="xs">
        <Title order={3} fz="md">
          <Trans>Rows not imported</Trans>
        </Title>
        {run.errors.length ? (
          <>
            <RowTable label={t`Rows not imported`} rows={run.errors} what={t`Problem`} />
            {moreErrors > 0 ? (
              <Text fz="xs" c="dimmed">
                <Trans>
                  The first {listed} problems are listed; {more} more rows were not imported.
                </Trans>
              </Text>
            ) : null}
          </>
        ) : (
          <EmptyState
            compact
            icon={<CheckIcon size={22} />}
            title={
              isActive(run)
                ? t`No problems so far`
                : run.status === 'failed'
                  ? t`No row problems recorded`
                  : t`Every row was imported`
            }
            text={isActive(run) ? t`Rows that cannot be imported will be listed here.` : undefined}
          />
        )}
      </Stack>
      {run.notes?.length ? (
        <Stack gap="xs">
          <Title order={3} fz="md">
            <Trans>How rows were read</Trans>
          </Title>
          <Text fz="sm" c="dimmed">
            <Trans>
              These rows were imported; their category or job type was written differently from the board&apos;s and was
              matched as shown.
            </Trans>
          </Text>
          <RowTable label={t`How rows were read`} rows={run.notes} what={t`Reading`} />
        </Stack>
      ) : null}
    </Stack>
  );
}

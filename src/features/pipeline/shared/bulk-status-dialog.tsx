// Progress of a bulk status change, then its outcome: how many moved and which failed, and why.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Button, List, Progress, Stack, Text } from '@mantine/core';
import { AppModal } from '@/components/ui/app-modal';
import { statusLabel } from './status';
import type { BulkState } from './use-bulk-status-change';

export function BulkStatusDialog({ state, onClose }: { state: BulkState; onClose: () => void }) {
  if (state.phase === 'idle') return null;
  const label = statusLabel(state.status);
  const running = state.phase === 'running';
  const done = running ? state.done : state.total;
  const percent = state.total === 0 ? 100 : Math.round((done / state.total) * 100);
  return (
    <AppModal
      opened
      onClose={running ? () => undefined : onClose}
      withCloseButton={!running}
      closeOnEscape={!running}
      size="md"
      title={running ? t`Moving applicants to ${label}` : t`Moved to ${label}`}
      footer={
        running ? null : (
          <Button onClick={onClose} data-autofocus>
            <Trans>Done</Trans>
          </Button>
        )
      }
    >
      <Stack gap="md">
        <Progress value={percent} aria-label={t`Updated ${done} of ${state.total}`} animated={running} />
        <Text aria-live="polite" role="status">
          {running
            ? t`Updating ${done} of ${state.total}…`
            : state.failures.length === 0
              ? plural(state.total, {
                  one: `${state.moved} of # applicant moved to ${label}.`,
                  other: `${state.moved} of # applicants moved to ${label}.`,
                })
              : t`${state.moved} of ${state.total} moved to ${label}; ${state.failures.length} could not be moved.`}
        </Text>
        {!running && state.failures.length > 0 ? (
          <Alert color="red" variant="light" title={t`Not moved`}>
            <List size="sm" spacing={4}>
              {state.failures.map((f) => (
                <List.Item key={f.id}>
                  <Text span fw={600} fz="sm">
                    {f.name}
                  </Text>
                  {`: ${f.message}`}
                </List.Item>
              ))}
            </List>
          </Alert>
        ) : null}
      </Stack>
    </AppModal>
  );
}

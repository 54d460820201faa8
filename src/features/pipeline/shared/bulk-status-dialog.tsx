// Progress of a bulk status change, then its outcome: how many moved and which failed, and why.
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
      title={running ? `Moving applicants to ${label}` : `Moved to ${label}`}
      footer={
        running ? null : (
          <Button onClick={onClose} data-autofocus>
            Done
          </Button>
        )
      }
    >
      <Stack gap="md">
        <Progress value={percent} aria-label={`Updated ${done} of ${state.total}`} animated={running} />
        <Text aria-live="polite" role="status">
          {running
            ? `Updating ${done} of ${state.total}…`
            : state.failures.length === 0
              ? `${state.moved} of ${state.total} ${state.total === 1 ? 'applicant' : 'applicants'} moved to ${label}.`
              : `${state.moved} of ${state.total} moved to ${label}; ${state.failures.length} could not be moved.`}
        </Text>
        {!running && state.failures.length > 0 ? (
          <Alert color="red" variant="light" title="Not moved">
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

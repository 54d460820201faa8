// Where the builder's autosave stands: "Saving…", "Saved", "Not saved" with what to do. A failed
// save offers Retry (the next edit retries too). Only the problems are announced: a screen reader
// hearing "Saving… Saved" after every pause in typing would drown out the form; a problem's visible
// words are hidden from it, since the live region says them.
import { Anchor, Group, Loader, Text, VisuallyHidden } from '@mantine/core';
import { AlertIcon, CheckIcon } from '@/components/ui/icons';
import { formatTime } from '@/lib/format/dates';
import type { SaveStatus } from './use-autosave';

export function SaveStatusLine({ status, onRetry }: { status: SaveStatus; onRetry: () => void }) {
  let body;
  if (status.kind === 'saving')
    body = (
      <>
        <Loader size={14} aria-hidden />
        <Text fz="sm" c="dimmed">
          Saving…
        </Text>
      </>
    );
  else if (status.kind === 'pending')
    body = (
      <Text fz="sm" c="dimmed">
        Unsaved changes
      </Text>
    );
  else if (status.kind === 'blocked')
    body = (
      <>
        <AlertIcon size={16} color="var(--mantine-color-orange-8)" />
        <Text fz="sm" c="red.9" aria-hidden>
          Not saved: fix the fields marked in red
        </Text>
      </>
    );
  else if (status.kind === 'failed')
    body = (
      <>
        <AlertIcon size={16} color="var(--mantine-color-red-8)" />
        <Text fz="sm" c="red.9" lineClamp={2} title={status.message} aria-hidden>
          Not saved: {status.message}
        </Text>
        <Anchor component="button" type="button" fz="sm" onClick={onRetry}>
          Retry
        </Anchor>
      </>
    );
  else
    body = (
      <>
        <CheckIcon size={16} color="var(--mantine-color-teal-8)" />
        <Text fz="sm" c="dimmed">
          {status.at ? `Saved at ${formatTime(status.at)}` : 'All changes saved'}
        </Text>
      </>
    );
  const problem =
    status.kind === 'failed'
      ? `Not saved: ${status.message}`
      : status.kind === 'blocked'
        ? 'Not saved: fix the fields marked in red'
        : '';
  return (
    <Group gap={6} wrap="nowrap" data-testid="save-status" mih={28}>
      {body}
      <VisuallyHidden aria-live="polite">{problem}</VisuallyHidden>
    </Group>
  );
}

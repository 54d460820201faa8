// Where the builder's autosave stands: "Saving…", "Saved", "Not saved" with what to do. A failed
// save offers Retry (the next edit retries too). Only the problems are announced: a screen reader
// hearing "Saving… Saved" after every pause in typing would drown out the form; a problem's visible
// words are hidden from it, since the live region says them.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
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
          <Trans>Saving…</Trans>
        </Text>
      </>
    );
  else if (status.kind === 'pending')
    body = (
      <Text fz="sm" c="dimmed">
        <Trans>Unsaved changes</Trans>
      </Text>
    );
  else if (status.kind === 'blocked')
    body = (
      <>
        <AlertIcon size={16} color="var(--mantine-color-orange-8)" />
        <Text fz="sm" c="red.9" aria-hidden>
          <Trans>Not saved: fix the fields marked in red</Trans>
        </Text>
      </>
    );
  else if (status.kind === 'failed')
    body = (
      <>
        <AlertIcon size={16} color="var(--mantine-color-red-8)" />
        <Text fz="sm" c="red.9" lineClamp={2} title={status.message} aria-hidden>
          <Trans>Not saved: {status.message}</Trans>
        </Text>
        <Anchor component="button" type="button" fz="sm" onClick={onRetry}>
          <Trans>Retry</Trans>
        </Anchor>
      </>
    );
  else
    body = (
      <>
        <CheckIcon size={16} color="var(--mantine-color-teal-8)" />
        <Text fz="sm" c="dimmed">
          {status.at ? t`Saved at ${formatTime(status.at)}` : t`All changes saved`}
        </Text>
      </>
    );
  const problem =
    status.kind === 'failed'
      ? t`Not saved: ${status.message}`
      : status.kind === 'blocked'
        ? t`Not saved: fix the fields marked in red`
        : '';
  return (
    <Group gap={6} wrap="nowrap" data-testid="save-status" mih={28}>
      {body}
      <VisuallyHidden aria-live="polite">{problem}</VisuallyHidden>
    </Group>
  );
}

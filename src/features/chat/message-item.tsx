// One message: own ones on the right in the brand colour, the other side's on the left. Under it
// its time and, for own ones, whether it is still on its way, was refused, or has been read; for
// the other side's, a menu to report it. A message the moderators removed says so instead.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Stack, Text, VisuallyHidden } from '@mantine/core';
import type { UploadedFile } from '@generated/api/model';
import { formatDateTime, formatTime } from '@/lib/format/dates';
import { MessageBody } from './message-body';
import { MessageMenu } from './message-menu';

/** What a message the board's moderators removed reads as (the server sends the same text). */
export const REMOVED_TEXT = (): string => t`Removed by the board's moderators`;

export type MessageState = 'sending' | 'failed' | 'sent' | 'read';

type Props = {
  own: boolean;
  /** Who wrote it, for screen readers and (showName) above the bubble. */
  author: string;
  showName?: boolean;
  body: string;
  attachments?: UploadedFile[];
  createdAt: string;
  state: MessageState;
  readAt?: string | null;
  error?: string | null;
  /** The board's moderators removed it. */
  removed?: boolean;
  /** The signed-in person's report of it waits for the moderators. */
  reported?: boolean;
  /** Offered on the other side's messages. */
  onReport?: () => void;
  onRetry?: () => void;
  onDiscard?: () => void;
};

function stateLabel(): Record<MessageState, string> {
  return {
    sending: t`Sending…`,
    failed: t`Not sent`,
    sent: t`Sent`,
    read: t`Read`,
  };
}

export function MessageItem({
  own,
  author,
  showName,
  body,
  attachments,
  createdAt,
  state,
  readAt,
  error,
  removed = false,
  reported = false,
  onReport,
  ...actions
}: Props) {
  const failed = state === 'failed';
  return (
    <Box
      data-testid="chat-message"
      data-own={own || undefined}
      data-removed={removed || undefined}
      data-state={state}
      style={{ display: 'flex', justifyContent: own ? 'flex-end' : 'flex-start' }}
    >
      <Stack
        gap={2}
        align={own ? 'flex-end' : 'flex-start'}
        // eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS value, not a text
        maw="min(80%, 560px)"
      >
        {showName ? (
          <Text fz="xs" c="dimmed" aria-hidden>
            {author}
          </Text>
        ) : null}
        <Paper
          px="sm"
          py={6}
          radius="lg"
          bg={own ? (failed ? 'red.0' : 'brand.8') : 'white'}
          c={own && !failed ? 'white' : undefined}
          withBorder={!own || failed}
          style={{ opacity: state === 'sending' ? 0.75 : 1 }}
        >
          <VisuallyHidden>{own ? t`You` : author}: </VisuallyHidden>
          {removed ? (
            <Text fz="sm" fs="italic" c={own ? undefined : 'dimmed'}>
              {REMOVED_TEXT()}
            </Text>
          ) : (
            <MessageBody body={body} attachments={attachments} />
          )}
        </Paper>
        <Group gap={6} fz="xs" c={failed ? 'red.8' : 'dimmed'}>
          <Text component="time" fz="xs" dateTime={createdAt} title={formatDateTime(createdAt)}>
            {formatTime(createdAt)}
          </Text>
          {own ? (
            <Text fz="xs" title={state === 'read' && readAt ? t`Read ${formatDateTime(readAt)}` : undefined}>
              · {stateLabel()[state]}
              {failed && error ? `: ${error}` : ''}
            </Text>
          ) : null}
          {reported && !removed ? (
            <Text fz="xs">
              <Trans>· Reported</Trans>
            </Text>
          ) : null}
          {onReport && !removed ? <MessageMenu author={author} reported={reported} onReport={onReport} /> : null}
        </Group>
        {failed ? (
          <Group gap={4}>
            <Button size="compact-xs" variant="light" onClick={actions.onRetry}>
              <Trans>Try again</Trans>
            </Button>
            <Button size="compact-xs" variant="subtle" color="gray" onClick={actions.onDiscard}>
              <Trans>Delete</Trans>
            </Button>
          </Group>
        ) : null}
      </Stack>
    </Box>
  );
}

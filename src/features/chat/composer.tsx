// Writing a message: Enter sends, Shift+Enter starts a new line, at most 5,000 characters with a
// counter. A message is shown at once as "Sending…" and waits in the outbox while offline, so the
// box never blocks; typing tells the other side, at most every two seconds. Files (up to five) are
// uploaded as soon as they are chosen and go with the next message. A room the board's moderators
// closed takes nothing: the box is disabled and says why.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ActionIcon, FileButton, Group, Pill, Progress, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { chatSocket } from '@/lib/chat/chat-socket';
import { ATTACHMENT_TYPES, MAX_ATTACHMENTS, useAttachments } from './use-attachments';

export const MAX_MESSAGE = 5000;
/** The counter turns red this close to the limit. */
const WARN_AT = MAX_MESSAGE - 200;

function ClipIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="m20 11-8.5 8.5a5 5 0 0 1-7-7L13 4a3.3 3.3 0 0 1 4.7 4.7l-8.4 8.4a1.7 1.7 0 0 1-2.4-2.4L14.5 7" />
    </svg>
  );
}

function SendIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M4 12 20 4l-6 16-3-7z" strokeLinejoin="round" />
      <path d="m11 13 9-9" />
    </svg>
  );
}

type Props = {
  roomId: string;
  recipient: string;
  /** The board's moderators closed the room: it takes no new messages. */
  closed?: boolean;
};

export function Composer({ roomId, recipient, closed = false }: Props) {
  const [text, setText] = useState('');
  const counterId = useId();
  const body = text.trim();
  const files = useAttachments();
  const ready = !closed && (!!body || files.files.length > 0) && !files.uploading;

  const send = () => {
    if (!ready) return;
    chatSocket.sendMessage(roomId, body, files.files);
    setText('');
    files.clear();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Japanese, Chinese…) picks a word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  const typed = text.length.toLocaleString('en');
  const max = MAX_MESSAGE.toLocaleString('en');
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      aria-label={t`Write to ${recipient}`}
    >
      <Stack gap={4} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        {(files.files.length > 0 || files.uploading || files.error) && (
          <Stack gap={4}>
            {files.files.length > 0 && (
              <Pill.Group role="group" aria-label={t`Files to send`}>
                {files.files.map((f) => (
                  <Pill
                    key={f.uri}
                    withRemoveButton
                    onRemove={() => files.remove(f.uri)}
                    removeButtonProps={{ 'aria-label': t`Remove ${f.name}` }}
                  >
                    {f.name}
                  </Pill>
                ))}
              </Pill.Group>
            )}
            {files.uploading && <Progress value={files.progress ?? 0} size="sm" aria-label={t`Uploading the file`} />}
            {files.error && (
              <Group gap={4} wrap="nowrap">
                <Text fz="xs" c="red.8" role="alert">
                  {files.error}
                </Text>
              </Group>
            )}
          </Stack>
        )}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <FileButton onChange={(f) => void files.add(f)} accept={ATTACHMENT_TYPES}>
            {(props) => (
              <ActionIcon
                {...props}
                variant="subtle"
                color="gray"
                size={36}
                radius="md"
                disabled={closed || files.uploading || files.files.length >= MAX_ATTACHMENTS}
                aria-label={t`Attach a file`}
              >
                <ClipIcon />
              </ActionIcon>
            )}
          </FileButton>
          <Textarea
            aria-label={t`Message to ${recipient}`}
            aria-describedby={counterId}
            placeholder={t`Write a message…`}
            description={closed ? t`Closed by the board’s moderators: no new messages can be sent.` : undefined}
            disabled={closed}
            autosize
            minRows={1}
            maxRows={6}
            maxLength={MAX_MESSAGE}
            value={text}
            onChange={(event) => {
              setText(event.currentTarget.value);
              chatSocket.typing(roomId);
            }}
            onKeyDown={onKeyDown}
            data-testid="chat-composer"
            style={{ flex: 1 }}
          />
          <ActionIcon
            type="submit"
            size={36}
            radius="md"
            disabled={!ready}
            aria-label={t`Send message`}
            data-testid="chat-send"
          >
            <SendIcon />
          </ActionIcon>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed" visibleFrom="sm">
            <Trans>Enter to send, Shift+Enter for a new line</Trans>
          </Text>
          <Text id={counterId} fz="xs" c={text.length >= WARN_AT ? 'red.8' : 'dimmed'} ml="auto">
            <Trans>
              {typed} / {max} characters
            </Trans>
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

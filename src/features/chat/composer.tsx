// Writing a message: Enter sends, Shift+Enter starts a new line, at most 5,000 characters with a
// counter. A message is shown at once as "Sending…" and waits in the outbox while offline, so the
// box never blocks; typing tells the other side, at most every two seconds.
import { ActionIcon, Group, Stack, Text, Textarea } from '@mantine/core';
import { useId, useState, type KeyboardEvent } from 'react';
import { chatSocket } from '@/lib/chat/chat-socket';

export const MAX_MESSAGE = 5000;
/** The counter turns red this close to the limit. */
const WARN_AT = MAX_MESSAGE - 200;

function SendIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" aria-hidden>
      <path d="M4 12 20 4l-6 16-3-7z" strokeLinejoin="round" />
      <path d="m11 13 9-9" />
    </svg>
  );
}

export function Composer({ roomId, recipient }: { roomId: string; recipient: string }) {
  const [text, setText] = useState('');
  const counterId = useId();
  const body = text.trim();

  const send = () => {
    if (!body) return;
    chatSocket.sendMessage(roomId, body);
    setText('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // Enter while an input method is composing (Japanese, Chinese…) picks a word, it does not send.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    send();
  };

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
      aria-label={`Write to ${recipient}`}
    >
      <Stack gap={4} p="sm" style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <Textarea
            aria-label={`Message to ${recipient}`}
            aria-describedby={counterId}
            placeholder="Write a message…"
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
            disabled={!body}
            aria-label="Send message"
            data-testid="chat-send"
          >
            <SendIcon />
          </ActionIcon>
        </Group>
        <Group justify="space-between" gap="xs">
          <Text fz="xs" c="dimmed" visibleFrom="sm">
            Enter to send, Shift+Enter for a new line
          </Text>
          <Text id={counterId} fz="xs" c={text.length >= WARN_AT ? 'red.8' : 'dimmed'} ml="auto">
            {text.length.toLocaleString('en')} / {MAX_MESSAGE.toLocaleString('en')} characters
          </Text>
        </Group>
      </Stack>
    </form>
  );
}

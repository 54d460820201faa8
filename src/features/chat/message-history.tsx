// The room's conversation as a log (screen readers hear new messages as they come): older
// history on demand at the top, a separator for each day, stored messages, then the ones still
// on their way, and who is typing. It keeps to the newest message unless the reader scrolled up.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Center, Divider, Stack, Text } from '@mantine/core';
import { useLayoutEffect, useMemo, useRef } from 'react';
import dayjs from 'dayjs';
import type { ChatMessage, ChatRoom } from '@generated/api/model';
import { ErrorState } from '@/components/ui/error-state';
import { LoadingState } from '@/components/ui/loading-state';
import { chatSocket } from '@/lib/chat/chat-socket';
import type { PendingMessage } from '@/lib/chat/outbox';
import { senderSide, sideOf } from '@/lib/chat/room';
import { usePendingMessages } from '@/lib/chat/use-chat';
import { relativeDay } from '@/lib/format/dates';
import { MessageItem } from './message-item';
import { oldestFirst, useRoomHistory } from './use-room-history';

type Row =
  | { kind: 'day'; key: string; label: string }
  | { kind: 'stored'; key: string; message: ReturnType<typeof oldestFirst>[number] }
  | { kind: 'pending'; key: string; message: PendingMessage };

/** Within this many pixels of the end counts as reading the newest messages. */
const NEAR_END_PX = 120;

function withDays(rows: Array<Exclude<Row, { kind: 'day' }>>): Row[] {
  const out: Row[] = [];
  let last = '';
  for (const row of rows) {
    const day = dayjs(row.message.createdAt).format('YYYY-MM-DD');
    if (day !== last) out.push({ kind: 'day', key: `day-${day}`, label: relativeDay(row.message.createdAt) });
    last = day;
    out.push(row);
  }
  return out;
}

type Props = {
  room: ChatRoom;
  role: string;
  otherName: string;
  typing: string | null;
  /** Reports a message of the other side. */
  onReport: (message: ChatMessage, author: string) => void;
};

export function MessageHistory({ room, role, otherName, typing, onReport }: Props) {
  const history = useRoomHistory(room._id);
  const pending = usePendingMessages(room._id);
  const mySide = sideOf(role);
  const rows = useMemo(() => {
    const stored = oldestFirst(history.data);
    const storedIds = new Set(stored.map((m) => m.clientMessageId).filter(Boolean));
    return withDays([
      ...stored.map((message) => ({ kind: 'stored' as const, key: message._id, message })),
      ...pending
        .filter((m) => !storedIds.has(m.clientMessageId))
        .map((message) => ({ kind: 'pending' as const, key: message.clientMessageId, message })),
    ]);
  }, [history.data, pending]);

  const scroller = useRef<HTMLDivElement>(null);
  const nearEnd = useRef(true);
  /** Distance from the bottom before older messages were added, to keep the reader's place. */
  const keepFromEnd = useRef<number | null>(null);
  const newest = rows.at(-1);
  const oldestKey = rows.find((r) => r.kind !== 'day')?.key;

  useLayoutEffect(() => {
    const el = scroller.current;
    if (!el) return;
    if (keepFromEnd.current !== null) {
      el.scrollTop = el.scrollHeight - keepFromEnd.current;
      keepFromEnd.current = null;
    }
  }, [oldestKey]);
  useLayoutEffect(() => {
    const el = scroller.current;
    const ownNew = newest?.kind === 'pending';
    if (el && (nearEnd.current || ownNew)) el.scrollTop = el.scrollHeight;
  }, [newest?.key, newest?.kind]);

  const loadEarlier = () => {
    const el = scroller.current;
    if (el) keepFromEnd.current = el.scrollHeight - el.scrollTop;
    void history.fetchNextPage();
  };

  const nameOf = (senderId: string) =>
    room.participants.find((p) => p._id === senderId)?.name ??
    (senderSide(room, senderId) === 'candidate' ? t`Candidate` : t`Employer`);
  const otherSideCount = room.participants.filter((p) => p.role !== mySide).length;
  const reportedIds = new Set(room.reportedByMe?.messageIds ?? []);

  if (!history.data) {
    if (history.isError)
      return (
        <Center style={{ flex: 1 }}>
          <ErrorState
            compact
            title={t`We could not load the messages`}
            onRetry={() => void history.refetch()}
            retrying={history.isFetching}
          />
        </Center>
      );
    return (
      <Box p="md" style={{ flex: 1 }}>
        <LoadingState rows={3} label={t`Loading the messages…`} />
      </Box>
    );
  }

  return (
    <>
      <Box
        ref={scroller}
        role="log"
        aria-live="polite"
        aria-relevant="additions"
        aria-label={t`Messages with ${otherName}`}
        tabIndex={0}
        p="md"
        bg="gray.0"
        style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        onScroll={(e) => {
          const el = e.currentTarget;
          nearEnd.current = el.scrollHeight - el.scrollTop - el.clientHeight < NEAR_END_PX;
        }}
      >
        <Stack gap="sm">
          {history.hasNextPage ? (
            <Center>
              <Button variant="subtle" size="compact-sm" onClick={loadEarlier} loading={history.isFetchingNextPage}>
                <Trans>Load earlier messages</Trans>
              </Button>
            </Center>
          ) : null}
          {rows.length === 0 ? (
            <Text ta="center" c="dimmed" fz="sm" py="xl">
              <Trans>No messages yet. Say hello!</Trans>
            </Text>
          ) : null}
          {rows.map((row) => {
            if (row.kind === 'day')
              return <Divider key={row.key} label={row.label} labelPosition="center" my={4} c="dimmed" />;
            if (row.kind === 'pending') {
              const m = row.message;
              return (
                <MessageItem
                  key={row.key}
                  own
                  author={t`You`}
                  body={m.body}
                  attachments={m.attachments}
                  createdAt={m.createdAt}
                  state={m.status}
                  error={m.error}
                  onRetry={() => chatSocket.retry(m.clientMessageId)}
                  onDiscard={() => chatSocket.discard(m.clientMessageId)}
                />
              );
            }
            const m = row.message;
            const own = senderSide(room, m.senderId) === mySide;
            const author = nameOf(m.senderId);
            return (
              <MessageItem
                key={row.key}
                own={own}
                author={author}
                showName={!own && otherSideCount > 1}
                body={m.body}
                attachments={m.attachments}
                createdAt={m.createdAt}
                state={m.readAt ? 'read' : 'sent'}
                readAt={m.readAt}
                removed={m.removed === true}
                reported={reportedIds.has(m._id)}
                onReport={own ? undefined : () => onReport(m, author)}
              />
            );
          })}
        </Stack>
      </Box>
      <Text role="status" fz="xs" c="dimmed" px="md" py={2} mih={22} bg="gray.0">
        {typing ? t`${typing} is typing…` : ''}
      </Text>
    </>
  );
}

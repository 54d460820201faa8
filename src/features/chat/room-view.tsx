// The right-hand side of the chat screen: one room, its messages and the box to write in.
import { plural, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Box, Button, Stack } from '@mantine/core';
import { useState } from 'react';
import { useGetChatRoom } from '@generated/api/chat/chat';
import type { ChatRoom } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryView } from '@/components/ui/query-view';
import { isApiError } from '@/lib/api/api-error';
import { otherParticipant } from '@/lib/chat/room';
import { useChatStatus } from '@/lib/chat/use-chat';
import { BlockDialog } from './block-dialog';
import { Composer } from './composer';
import { ConnectionNotice } from './connection-notice';
import { MessageHistory } from './message-history';
import { ReportDialog, type ReportTarget } from './report-dialog';
import { RoomHeader } from './room-header';
import { useMarkRead } from './use-mark-read';
import { useTyping } from './use-typing';

type Props = { roomId: string; role: string; onBack: () => void };

/** A message as the report dialog quotes it: its first words, or what it carried. */
function excerptOf(body: string, files: number): string {
  const text = body.replace(/\s+/g, ' ').trim();
  if (text) return text.length > 200 ? `${text.slice(0, 200)}…` : text;
  return plural(files, { one: 'A file', other: '# files' });
}

export function RoomView({ roomId, role, onBack }: Props) {
  const room = useGetChatRoom(roomId);
  if (isApiError(room.error) && (room.error.status === 404 || room.error.status === 403) && !room.data)
    return (
      <EmptyState
        title={t`Conversation not found`}
        text={t`It may have been removed, or you are not part of it. Pick another conversation.`}
        action={
          <Button hiddenFrom="sm" variant="light" onClick={onBack}>
            <Trans>Back to conversations</Trans>
          </Button>
        }
      />
    );
  return (
    <QueryView
      query={room}
      errorTitle={t`We could not load this conversation`}
      loading={
        <Box p="md">
          <LoadingState rows={3} withAvatar label={t`Loading the conversation…`} />
        </Box>
      }
    >
      {(res) => <Room room={res.data} role={role} onBack={onBack} />}
    </QueryView>
  );
}

function Room({ room, role, onBack }: { room: ChatRoom; role: string; onBack: () => void }) {
  const other = otherParticipant(room, role);
  const otherName = other?.name ?? t`the other side`;
  const company = other?.companyName ?? otherName;
  const typing = useTyping(room._id);
  const status = useChatStatus();
  const [blocking, setBlocking] = useState(false);
  const [reporting, setReporting] = useState<ReportTarget | null>(null);
  const [blocked, setBlocked] = useState(false);
  useMarkRead(room, role);

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <RoomHeader
        room={room}
        role={role}
        onBack={onBack}
        onBlock={() => setBlocking(true)}
        onReport={() => setReporting({ kind: 'room' })}
      />
      {blocked ? (
        <Alert color="gray" radius={0} py="xs">
          <Trans>You blocked {company}. They can no longer message you.</Trans>
        </Alert>
      ) : null}
      {room.closedAt ? (
        <Alert color="gray" radius={0} py="xs" title={t`This conversation is closed`}>
          <Trans>The board’s moderators closed it. You can still read it, but no new messages can be sent.</Trans>
        </Alert>
      ) : null}
      <MessageHistory
        room={room}
        role={role}
        otherName={otherName}
        typing={typing}
        onReport={(m, author) =>
          setReporting({ kind: 'message', messageId: m._id, author, excerpt: excerptOf(m.body, m.attachments.length) })
        }
      />
      <ConnectionNotice status={status} />
      <Composer roomId={room._id} recipient={otherName} closed={Boolean(room.closedAt)} />
      {role === 'candidate' ? (
        <BlockDialog
          roomId={room._id}
          company={company}
          opened={blocking}
          onClose={() => setBlocking(false)}
          onBlocked={() => setBlocked(true)}
        />
      ) : null}
      <ReportDialog roomId={room._id} target={reporting} onClose={() => setReporting(null)} />
    </Stack>
  );
}

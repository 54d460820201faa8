// The right-hand side of the chat screen: one room, its messages and the box to write in.
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
import { ReportDialog } from './report-dialog';
import { RoomHeader } from './room-header';
import { useMarkRead } from './use-mark-read';
import { useTyping } from './use-typing';

type Props = { roomId: string; role: string; onBack: () => void };

export function RoomView({ roomId, role, onBack }: Props) {
  const room = useGetChatRoom(roomId);
  if (isApiError(room.error) && (room.error.status === 404 || room.error.status === 403) && !room.data)
    return (
      <EmptyState
        title="Conversation not found"
        text="It may have been removed, or you are not part of it. Pick another conversation."
        action={
          <Button hiddenFrom="sm" variant="light" onClick={onBack}>
            Back to conversations
          </Button>
        }
      />
    );
  return (
    <QueryView
      query={room}
      errorTitle="We could not load this conversation"
      loading={
        <Box p="md">
          <LoadingState rows={3} withAvatar label="Loading the conversation…" />
        </Box>
      }
    >
      {(res) => <Room room={res.data} role={role} onBack={onBack} />}
    </QueryView>
  );
}

function Room({ room, role, onBack }: { room: ChatRoom; role: string; onBack: () => void }) {
  const other = otherParticipant(room, role);
  const otherName = other?.name ?? 'the other side';
  const company = other?.companyName ?? otherName;
  const typing = useTyping(room._id);
  const status = useChatStatus();
  const [dialog, setDialog] = useState<'block' | 'report' | null>(null);
  const [blocked, setBlocked] = useState(false);
  useMarkRead(room, role);

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <RoomHeader
        room={room}
        role={role}
        onBack={onBack}
        onBlock={() => setDialog('block')}
        onReport={() => setDialog('report')}
      />
      {blocked ? (
        <Alert color="gray" radius={0} py="xs">
          You blocked {company}. They can no longer message you.
        </Alert>
      ) : null}
      <MessageHistory room={room} role={role} otherName={otherName} typing={typing} />
      <ConnectionNotice status={status} />
      <Composer roomId={room._id} recipient={otherName} />
      {role === 'candidate' ? (
        <BlockDialog
          roomId={room._id}
          company={company}
          opened={dialog === 'block'}
          onClose={() => setDialog(null)}
          onBlocked={() => setBlocked(true)}
        />
      ) : null}
      <ReportDialog roomId={room._id} opened={dialog === 'report'} onClose={() => setDialog(null)} />
    </Stack>
  );
}

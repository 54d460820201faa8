// What the room says about the chat connection when it is not live, so nobody wonders why a
// message stays "Sending…": it is kept and sent once the connection is back.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Text } from '@mantine/core';
import { chatSocket, type ChatStatus } from '@/lib/chat/chat-socket';

export function ConnectionNotice({ status }: { status: ChatStatus }) {
  if (status === 'connected') return null;
  // On a chat page the socket is 'off' only until the page's first effect opens it; fixture mode
  // never opens one, and says so below.
  if (status === 'connecting' || (status === 'off' && !chatSocket.neverConnects))
    return (
      <Text fz="xs" c="dimmed" px="md" py={4} role="status">
        <Trans>Connecting to chat…</Trans>
      </Text>
    );
  if (status === 'forbidden')
    return (
      <Alert color="red" radius={0} py="xs" role="status">
        <Trans>Chat is not part of this board’s plan, so messages cannot be sent.</Trans>
      </Alert>
    );
  return (
    <Alert color="yellow" radius={0} py="xs" role="status">
      {status === 'offline'
        ? t`You are offline. Messages you write are sent once the connection is back.`
        : t`Live chat is not connected. Messages you write are sent once it is.`}
    </Alert>
  );
}

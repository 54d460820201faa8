// The chat screen of candidates (/jobsseekers/chat/$id) and employers (/employer/chat/$id): the
// conversations on the left, the open one on the right. On phones one of the two fills the
// screen: the room first (the address names it), the list after "Back".
import { t } from '@lingui/core/macro';
import { Box, Container, Paper } from '@mantine/core';
import { useState } from 'react';
import { useSession } from '@/lib/session/session';
import { RoomList } from './room-list';
import { RoomView } from './room-view';
import { useLiveChat } from './use-live-chat';

/** Below the 64 px header, less the page's padding from sm up. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- CSS values, not texts
const HEIGHT = { base: 'calc(100dvh - 64px)', sm: 'calc(100dvh - 64px - 2 * var(--mantine-spacing-md))' };
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS border, not a text
const BORDER = '1px solid var(--mantine-color-default-border)';

export function ChatPage({ roomId }: { roomId: string }) {
  const role = useSession()?.user.role ?? 'candidate';
  useLiveChat();
  const [phoneView, setPhoneView] = useState<'list' | 'room'>('room');
  // Another room opened (a row, a link, Back in the browser): show it.
  const [shownId, setShownId] = useState(roomId);
  if (shownId !== roomId) {
    setShownId(roomId);
    setPhoneView('room');
  }
  return (
    <Container size="xl" px={{ base: 0, sm: 'md' }} py={{ base: 0, sm: 'md' }}>
      <Paper withBorder h={HEIGHT} style={{ display: 'flex', overflow: 'hidden' }}>
        <Box
          component="section"
          aria-label={t`Conversations`}
          w={{ base: '100%', sm: 300, md: 340 }}
          display={{ base: phoneView === 'list' ? 'flex' : 'none', sm: 'flex' }}
          style={{ flex: 'none', flexDirection: 'column', borderRight: BORDER, minHeight: 0 }}
        >
          <RoomList role={role} activeId={roomId} onOpen={() => setPhoneView('room')} />
        </Box>
        <Box
          component="section"
          aria-label={t`Conversation`}
          display={{ base: phoneView === 'room' ? 'flex' : 'none', sm: 'flex' }}
          style={{ flex: 1, minWidth: 0, flexDirection: 'column', minHeight: 0 }}
        >
          <RoomView key={roomId} roomId={roomId} role={role} onBack={() => setPhoneView('list')} />
        </Box>
      </Paper>
    </Container>
  );
}

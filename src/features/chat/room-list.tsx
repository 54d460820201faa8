// The left-hand side of the chat screen: the user's conversations, most recently active first,
// searchable by the other person's name or the job title, all or unread only, more on demand.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Center, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { listChatRooms } from '@generated/api/chat/chat';
import type { ChatRoom, PageSize } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { EmptyState } from '@/components/ui/empty-state';
import { ChatIcon, SearchIcon } from '@/components/ui/line-icons';
import { ClearTextButton } from '@/components/ui/clear-text-button';
import { LoadingState } from '@/components/ui/loading-state';
import { QueryView } from '@/components/ui/query-view';
import { roomPagesKey } from './chat-cache';
import { RoomRow } from './room-row';

const PAGE: PageSize = 20;

type Props = { role: string; activeId: string; onOpen: () => void };

export function RoomList({ role, activeId, onOpen }: Props) {
  const [text, setText] = useState('');
  const [typed] = useDebouncedValue(text.trim(), constants.debounceMs);
  const [submitted, setSubmitted] = useState<string | null>(null);
  // Enter searches at once; typing searches once it pauses.
  const search = submitted ?? typed;
  const [unreadOnly, setUnreadOnly] = useState(false);
  const filters = { ...(search ? { search } : {}), ...(unreadOnly ? { unreadOnly: true } : {}) };
  const rooms = useInfiniteQuery({
    queryKey: roomPagesKey(filters),
    queryFn: ({ pageParam, signal }) => listChatRooms({ page: pageParam, limit: PAGE, ...filters }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last): number | null =>
      last.data.pagination.page < last.data.pagination.totalPages ? last.data.pagination.page + 1 : null,
    placeholderData: keepPreviousData,
  });
  const items = useMemo(() => {
    // A room that moved up while paging may come twice; it is listed once.
    const seen = new Map<string, ChatRoom>();
    for (const page of rooms.data?.pages ?? [])
      for (const r of page.data.items) if (!seen.has(r._id)) seen.set(r._id, r);
    return [...seen.values()];
  }, [rooms.data]);
  const filtered = Boolean(search) || unreadOnly;

  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Stack gap="xs" p="sm" style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}>
        <Title order={1} fz="lg" fw={700}>
          <Trans>Messages</Trans>
        </Title>
        <form
          role="search"
          aria-label={t`Conversations`}
          onSubmit={(event) => {
            event.preventDefault();
            setSubmitted(text.trim());
          }}
        >
          <TextInput
            aria-label={t`Search conversations`}
            placeholder={t`Search by name or job title`}
            leftSection={<SearchIcon size={18} />}
            value={text}
            maxLength={200}
            onChange={(event) => {
              setText(event.currentTarget.value);
              setSubmitted(null);
            }}
            rightSection={
              text ? (
                <ClearTextButton
                  onClear={() => {
                    setText('');
                    setSubmitted('');
                  }}
                />
              ) : null
            }
          />
        </form>
        <Switch
          label={t`Unread only`}
          checked={unreadOnly}
          onChange={(event) => setUnreadOnly(event.currentTarget.checked)}
        />
      </Stack>
      <Box style={{ flex: 1, overflowY: 'auto', minHeight: 0 }}>
        <QueryView
          query={rooms}
          errorTitle={t`We could not load your conversations`}
          loading={
            <Box p="sm">
              <LoadingState rows={4} withAvatar label={t`Loading your conversations…`} />
            </Box>
          }
          isEmpty={() => items.length === 0}
          empty={
            <EmptyState
              compact
              icon={<ChatIcon size={22} />}
              title={
                filtered
                  ? unreadOnly && !search
                    ? t`No unread conversations`
                    : t`No conversations found`
                  : t`No conversations yet`
              }
              text={
                filtered
                  ? t`Try another name or job title, or show all conversations.`
                  : role === 'employer'
                    ? t`Message a candidate from their application to start a conversation.`
                    : t`Employers you applied to can message you here.`
              }
            />
          }
        >
          {() => (
            <>
              <Box component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Conversations`}>
                {items.map((room) => (
                  <RoomRow key={room._id} room={room} role={role} active={room._id === activeId} onOpen={onOpen} />
                ))}
              </Box>
              {rooms.hasNextPage ? (
                <Center p="sm">
                  <Button
                    variant="subtle"
                    size="compact-sm"
                    onClick={() => void rooms.fetchNextPage()}
                    loading={rooms.isFetchingNextPage}
                  >
                    <Trans>Show more conversations</Trans>
                  </Button>
                </Center>
              ) : null}
            </>
          )}
        </QueryView>
      </Box>
    </Stack>
  );
}

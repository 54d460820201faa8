// The notification centre of candidates (/jobsseekers/notification) and employers
// (/employer/notification): newest first, all or unread only, paged, with "mark all as read".
// The filter and page live in the URL; every change refreshes the header badge in all tabs. A board
// whose plan leaves the notification centre out (notification_center) says so instead, and still
// offers push to this device where the plan has it.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container, SegmentedControl, Stack } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { useListNotifications, useUpdateNotification } from '@generated/api/notifications/notifications';
import type { Notification } from '@generated/api/model';
import { EnablePushButton } from '@/components/push/enable-push';
import { EmptyState } from '@/components/ui/empty-state';
import { BellIcon } from '@/components/ui/line-icons';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { QueryView } from '@/components/ui/query-view';
import { inboxChanged, useInboxSync } from '@/lib/notifications/inbox-sync';
import { useFeature } from '@/lib/plans/use-feature';
import { NotificationItem } from './notification-item';
import type { InboxFilter, InboxSearch } from './notification-kinds';

const LIMIT = 10;

type Props = {
  path: '/jobsseekers/notification' | '/employer/notification';
  search: InboxSearch;
  extra?: ReactNode;
};

export function NotificationsPage(props: Props) {
  const centre = useFeature('notification_center');
  if (centre.allowed) return <Inbox {...props} />;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={t`Notifications`} />
      {centre.isLoading ? (
        <LoadingState rows={4} label={t`Loading your notifications…`} />
      ) : (
        <Stack gap="md">
          <EnablePushButton label={t`Get notifications on this device`} />
          <EmptyState
            icon={<BellIcon size={28} />}
            title={t`No notification centre on this board`}
            text={t`This job board’s plan does not include the notification centre, so updates are not listed here.`}
          />
        </Stack>
      )}
    </Container>
  );
}

function Inbox({ path, search, extra }: Props) {
  useInboxSync();
  const navigate = useNavigate();
  const client = useQueryClient();
  const filter: InboxFilter = search.filter ?? 'all';
  const page = search.page ?? 1;
  const list = useListNotifications({ page, limit: LIMIT, ...(filter === 'unread' ? { isRead: false } : {}) });
  const [busyId, setBusyId] = useState<string | null>(null);
  const update = useUpdateNotification({ mutation: { onSettled: () => inboxChanged(client) } });

  const go = (next: InboxSearch) => void navigate({ to: path, search: next });
  const mark = async (n: Notification, isRead: boolean, includeOlder = false) => {
    setBusyId(includeOlder ? 'all' : n._id);
    try {
      await update.mutateAsync({ id: n._id, data: { isRead, includeOlder } });
    } finally {
      setBusyId(null);
    }
  };
  const open = async (n: Notification) => {
    if (!n.isRead) await mark(n, true).catch(() => undefined);
    if (n.link) void navigate({ href: n.link });
  };

  const unread = list.data?.data.unreadCount ?? 0;
  const newest = list.data?.data.items[0];
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader
        title={t`Notifications`}
        subtitle={unread ? t`${unread} unread` : t`You are all caught up.`}
        actions={
          <Button
            variant="light"
            disabled={!unread || !newest || page !== 1}
            loading={busyId === 'all'}
            onClick={() => newest && void mark(newest, true, true)}
          >
            <Trans>Mark all as read</Trans>
          </Button>
        }
      />
      <Stack gap="md">
        <EnablePushButton label={t`Get notifications on this device`} />
        {extra}
        <SegmentedControl
          value={filter}
          onChange={(value) => go(value === 'unread' ? { filter: 'unread' } : {})}
          data={[
            { value: 'all', label: t`All` },
            { value: 'unread', label: unread ? t`Unread (${unread})` : t`Unread` },
          ]}
          aria-label={t`Show`}
          w={{ base: '100%', xs: 'auto' }}
          style={{ alignSelf: 'flex-start' }}
        />
        <QueryView
          query={list}
          errorTitle={t`We could not load your notifications`}
          loading={<LoadingState rows={4} label={t`Loading your notifications…`} />}
          isEmpty={(res) => res.data.items.length === 0}
          empty={
            <EmptyState
              icon={<BellIcon size={28} />}
              title={filter === 'unread' ? t`No unread notifications` : t`No notifications yet`}
              text={
                filter === 'unread'
                  ? t`Everything has been read.`
                  : t`Application updates, new applicants, messages and job alerts appear here.`
              }
            />
          }
        >
          {(res) => (
            <>
              <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t`Notifications`}>
                {res.data.items.map((n) => (
                  <NotificationItem
                    key={n._id}
                    notification={n}
                    busy={busyId === n._id}
                    onOpen={(item) => void open(item)}
                    onToggleRead={(item) => void mark(item, !item.isRead)}
                  />
                ))}
              </Stack>
              <PaginationBar
                page={res.data.pagination.page}
                limit={LIMIT}
                total={res.data.pagination.total}
                withPageSize={false}
                onChange={(next) =>
                  go({ ...(filter === 'unread' ? { filter } : {}), ...(next.page > 1 ? { page: next.page } : {}) })
                }
              />
            </>
          )}
        </QueryView>
      </Stack>
    </Container>
  );
}

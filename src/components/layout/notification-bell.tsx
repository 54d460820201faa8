// The bell in the header of a signed-in candidate or employer: the unread count over the whole
// inbox, kept fresh by polling, on focus, and when another tab marks notifications read. None on a
// board whose plan leaves the notification centre out (notification_center), and nothing asked.
import { plural, t } from '@lingui/core/macro';
import { ActionIcon, Indicator } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { useListNotifications } from '@generated/api/notifications/notifications';
import { BellIcon } from '@/components/ui/line-icons';
import { inboxPath, useInboxSync } from '@/lib/notifications/inbox-sync';
import { STALE } from '@/lib/query/query-client';

const POLL_MS = 60_000;

export default function NotificationBell({ role }: { role: string }) {
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  return settings.data?.data.features.includes('notification_center') ? <Bell role={role} /> : null;
}

function Bell({ role }: { role: string }) {
  useInboxSync();
  const inbox = useListNotifications(
    { page: 1, limit: 10 },
    { query: { refetchInterval: POLL_MS, refetchOnWindowFocus: true, staleTime: 10_000 } },
  );
  const unread = inbox.data?.data.unreadCount ?? 0;
  const label = unread
    ? plural(unread, { one: '# unread notification', other: '# unread notifications' })
    : t`No unread notifications`;
  return (
    <Indicator
      label={unread > 99 ? '99+' : unread}
      disabled={!unread}
      size={18}
      offset={4}
      color="red"
      data-testid="unread-badge"
    >
      <ActionIcon component={Link} to={inboxPath(role)} variant="subtle" color="dark" size="lg" aria-label={label}>
        <BellIcon size={22} />
      </ActionIcon>
    </Indicator>
  );
}

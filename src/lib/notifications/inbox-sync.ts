// Keeps every tab's notification lists and unread badge right: after a tab marks notifications read
// (or unread) it refreshes its own lists and tells the other tabs of the browser, which refresh
// theirs. BroadcastChannel is same-origin only, so tenants on other hosts never hear it.
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getListNotificationsQueryKey } from '@generated/api/notifications/notifications';

const CHANNEL = 'notifications';
/** Every list of notifications, whatever its page or filter (the key's first part). */
const LISTS = [getListNotificationsQueryKey()[0]];

export const refreshInbox = (client: QueryClient) => client.invalidateQueries({ queryKey: LISTS });

/** Refreshes this tab's lists and asks the other tabs to refresh theirs. */
export function inboxChanged(client: QueryClient): void {
  void refreshInbox(client);
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** Refreshes this tab's lists when another tab changed them. */
export function useInboxSync(): void {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => void refreshInbox(client);
    return () => channel.close();
  }, [client]);
}

/** Where a role's notification centre is. */
export const inboxPath = (role: string) =>
  role === 'employer' ? '/employer/notification' : '/jobsseekers/notification';

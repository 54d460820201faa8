// The header's controls for a signed-in user, in one lazy chunk: the chat badge, the notification
// bell and the account menu. One dynamic import keeps the index route's entry small (each lazy
// import adds its chunk's preload list to the entry).
import type { UserCookie } from '@/lib/session/session';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import AccountMenu from './account-menu';
import ChatBadge from './chat-badge';
import NotificationBell from './notification-bell';

export default function SignedInActions({ user }: { user: UserCookie }) {
  return (
    <>
      {user.role === 'employer' && <LoadEmployer />}
      {user.role !== 'admin' && <ChatBadge role={user.role} />}
      {user.role !== 'admin' && <NotificationBell role={user.role} />}
      <AccountMenu user={user} />
    </>
  );
}

/** Loads employer/view into the cache, where the navigation reads what a team member may do. */
function LoadEmployer() {
  useEmployerPermissions();
  return null;
}

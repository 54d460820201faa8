import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '@/features/notifications/notifications-page';
import { validateInboxSearch } from '@/features/notifications/notification-kinds';

// The search is read in the component (a lazy chunk), not in validateSearch (index bundle).
export const Route = createFileRoute('/jobsseekers/notification')({
  component: Page,
});

function Page() {
  return <NotificationsPage path="/jobsseekers/notification" search={validateInboxSearch(Route.useSearch())} />;
}

import { createFileRoute } from '@tanstack/react-router';
import { AlertUnsubscribePage, validateAlertLinkSearch } from '@/features/job-alerts/alert-unsubscribe-page';

// The search is read in the component (a lazy chunk), not in validateSearch (index bundle).
export const Route = createFileRoute('/alert-unsubscribe')({
  component: Page,
});

function Page() {
  return <AlertUnsubscribePage search={validateAlertLinkSearch(Route.useSearch())} />;
}

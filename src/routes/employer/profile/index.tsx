import { createFileRoute } from '@tanstack/react-router';
import { AccountPage } from '@/features/employer/account/account-page';
import { tabFromSearch } from '@/features/employer/account/tabs';
import { SubscriptionBilling } from '@/features/payments/subscription/subscription-billing';
import { EmployerReviewsTab } from '@/features/reviews/employer-reviews-tab';
import { JobsWidgetSection } from '@/features/jobs-widget/jobs-widget-section';
import { TwoFactorSection } from '@/features/two-factor/two-factor-section';

export const Route = createFileRoute('/employer/profile/')({
  // ?tab=N (0–6) is read by the screen (lazy), keeping the check out of the index bundle.
  validateSearch: (search: Record<string, unknown>): { tab?: unknown } => search,
  component: Page,
});

function Page() {
  return (
    <AccountPage
      tab={tabFromSearch(Route.useSearch())}
      reviewsTab={<EmployerReviewsTab />}
      billing={(isOwner) => <SubscriptionBilling who="employer" canManage={isOwner} planShown />}
      overviewExtra={<JobsWidgetSection />}
      passwordExtra={<TwoFactorSection />}
    />
  );
}

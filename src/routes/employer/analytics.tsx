import { createFileRoute } from '@tanstack/react-router';
import { AnalyticsPage } from '@/features/employer/analytics/analytics-page';

export const Route = createFileRoute('/employer/analytics')({
  component: () => <AnalyticsPage />,
});

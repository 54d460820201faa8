import { createFileRoute } from '@tanstack/react-router';
import { safeReturnPath } from '@/features/status-pages/safe-return-path';
import { ServiceUnavailablePage } from '@/features/status-pages/service-unavailable-page';

export const Route = createFileRoute('/503')({
  validateSearch: (search: Record<string, unknown>): { from?: string } => {
    const from = safeReturnPath(search.from);
    return from ? { from } : {};
  },
  component: ServiceUnavailable,
});

function ServiceUnavailable() {
  const { from } = Route.useSearch();
  return <ServiceUnavailablePage from={from} />;
}

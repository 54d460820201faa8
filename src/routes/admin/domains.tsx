import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/domains')({
  component: lazyRouteComponent(() => import('@/features/admin/domains/domains-page'), 'DomainsPage'),
});

import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/security')({
  component: lazyRouteComponent(() => import('@/features/two-factor/admin-security-page'), 'AdminSecurityPage'),
});

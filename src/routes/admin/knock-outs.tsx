import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/knock-outs')({
  component: lazyRouteComponent(() => import('@/features/knock-outs/knock-out-settings-page'), 'KnockOutSettingsPage'),
});

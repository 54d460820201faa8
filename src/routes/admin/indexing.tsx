import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/indexing')({
  component: lazyRouteComponent(() => import('@/features/admin/indexing/indexing-page'), 'IndexingPage'),
});

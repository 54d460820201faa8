import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const MasterDataPage = lazyRouteComponent(
  () => import('@/features/admin/master-data/master-data-page'),
  'MasterDataPage',
);

export const Route = createFileRoute('/admin/master-data')({
  component: MasterDataPage,
});

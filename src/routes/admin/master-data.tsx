import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const MasterDataPage = lazyRouteComponent(
  () => import('@/features/admin/master-data/master-data-page'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not a text
  'MasterDataPage',
);

export const Route = createFileRoute('/admin/master-data')({
  component: MasterDataPage,
});

import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const CategoriesPage = lazyRouteComponent(
  () => import('@/features/admin/categories/categories-page'),
  // eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not a text
  'CategoriesPage',
);

export const Route = createFileRoute('/admin/categories')({
  component: CategoriesPage,
});

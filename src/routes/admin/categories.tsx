import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

const CategoriesPage = lazyRouteComponent(
  () => import('@/features/admin/categories/categories-page'),
  'CategoriesPage',
);

export const Route = createFileRoute('/admin/categories')({
  component: CategoriesPage,
});

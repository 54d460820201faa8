import { createFileRoute } from '@tanstack/react-router';
import { CategoriesPage } from '@/features/jobs-discovery/category/categories-page';
import { CategoryJobsPage } from '@/features/jobs-discovery/category/category-jobs-page';
import { validateCategorySearch } from '@/features/jobs-discovery/category/category-search';

export const Route = createFileRoute('/job-category')({
  validateSearch: validateCategorySearch,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return search.slug ? (
    <CategoryJobsPage key={search.slug} search={{ ...search, slug: search.slug }} />
  ) : (
    <CategoriesPage />
  );
}

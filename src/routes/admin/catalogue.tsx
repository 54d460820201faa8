import { createFileRoute } from '@tanstack/react-router';
import { CataloguePage } from '@/features/admin/catalogue/catalogue-page';

export const Route = createFileRoute('/admin/catalogue')({
  component: CataloguePage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ReviewsPage } from '@/features/admin/reviews/reviews-page';

export const Route = createFileRoute('/admin/reviews')({
  component: ReviewsPage,
});

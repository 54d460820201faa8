import { createFileRoute } from '@tanstack/react-router';
import { NotFoundPage } from '@/features/status-pages/not-found-page';

export const Route = createFileRoute('/not-found')({
  component: NotFoundPage,
});

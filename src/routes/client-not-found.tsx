import { createFileRoute } from '@tanstack/react-router';
import { ClientNotFoundPage } from '@/features/status-pages/client-not-found-page';

export const Route = createFileRoute('/client-not-found')({
  component: () => <ClientNotFoundPage />,
});

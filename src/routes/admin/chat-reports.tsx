import { createFileRoute } from '@tanstack/react-router';
import { ChatReportsPage } from '@/features/admin/chat-reports/chat-reports-page';

export const Route = createFileRoute('/admin/chat-reports')({
  component: ChatReportsPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { JournalAdminPage } from '@/features/admin/journal/journal-admin-page';

export const Route = createFileRoute('/admin/journal')({
  component: JournalAdminPage,
});

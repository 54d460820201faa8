import { createFileRoute } from '@tanstack/react-router';
import { ContactMessagesPage } from '@/features/admin/contact-messages/contact-messages-page';

export const Route = createFileRoute('/admin/contact-messages')({
  component: ContactMessagesPage,
});

import { createFileRoute } from '@tanstack/react-router';
import { ContactUsPage } from '@/features/contact-us/contact-us-page';

export const Route = createFileRoute('/contact-us')({
  component: ContactUsPage,
});

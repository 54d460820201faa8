import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

export const Route = createFileRoute('/admin/mail-templates')({
  component: lazyRouteComponent(
    () => import('@/features/admin/mail-templates/mail-templates-page'),
    'MailTemplatesPage',
  ),
});

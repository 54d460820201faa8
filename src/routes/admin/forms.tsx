import { createFileRoute, lazyRouteComponent } from '@tanstack/react-router';

// eslint-disable-next-line lingui/no-unlocalized-strings -- a module's export name, not a text
const FormsPage = lazyRouteComponent(() => import('@/features/admin/forms/forms-page'), 'FormsPage');

// ?form=<code> opens that form in the editor; anything else shows the list.
export const Route = createFileRoute('/admin/forms')({
  validateSearch: (search: Record<string, unknown>): { form?: string } =>
    typeof search.form === 'string' ? { form: search.form } : {},
  component: Page,
});

function Page() {
  return <FormsPage form={Route.useSearch().form} />;
}

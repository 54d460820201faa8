import { createFileRoute } from '@tanstack/react-router';
import { PasswordChanged } from '@/features/auth/password/password-changed';
import { validateEmailSearch } from '@/features/auth/search';

export const Route = createFileRoute('/jobsseekers/password-change-successfully')({
  validateSearch: validateEmailSearch,
  component: Page,
});

function Page() {
  const { email } = Route.useSearch();
  return <PasswordChanged account="candidate" email={email} />;
}

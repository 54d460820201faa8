import { createFileRoute } from '@tanstack/react-router';
import { TermsPage } from '@/features/auth/terms/terms-page';

export const Route = createFileRoute('/jobsseekers/terms-condition')({
  component: () => <TermsPage account="candidate" />,
});

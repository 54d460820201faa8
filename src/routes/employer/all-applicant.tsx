import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/components/permission-gate';
import { AllApplicantsPage } from '@/features/pipeline/all-applicants/all-applicants-page';
import {
  validateAllApplicantsSearch,
  type AllApplicantsSearch,
  type UrlSearch,
} from '@/features/pipeline/shared/search';

export const Route = createFileRoute('/employer/all-applicant')({
  // The values are checked by the screen (lazy), keeping the checks out of the index bundle.
  validateSearch: (search: Record<string, unknown>): UrlSearch<AllApplicantsSearch> => search,
  component: Page,
});

function Page() {
  const search = validateAllApplicantsSearch(Route.useSearch());
  return (
    <PermissionGate permission="manage_applicants" permissionLabel={t`Manage applicants`} what={t`all applicants`}>
      <AllApplicantsPage search={search} />
    </PermissionGate>
  );
}

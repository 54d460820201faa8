import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/components/permission-gate';
import { ResponsesPage } from '@/features/pipeline/responses/responses-page';
import { validateResponsesSearch, type ResponsesSearch, type UrlSearch } from '@/features/pipeline/shared/search';

export const Route = createFileRoute('/employer/responses')({
  // The values are checked by the screen (lazy), keeping the checks out of the index bundle.
  validateSearch: (search: Record<string, unknown>): UrlSearch<ResponsesSearch> => search,
  component: Page,
});

function Page() {
  const search = validateResponsesSearch(Route.useSearch());
  return (
    <PermissionGate permission="manage_applicants" permissionLabel="Manage applicants" what="the responses">
      <ResponsesPage search={search} />
    </PermissionGate>
  );
}

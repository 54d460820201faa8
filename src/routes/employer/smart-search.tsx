import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/components/permission-gate';
import { SmartSearchPage } from '@/features/search/page/smart-search-page';

export const Route = createFileRoute('/employer/smart-search')({
  // The values are checked by the screen (lazy), keeping the checks out of the index bundle.
  validateSearch: (search: Record<string, unknown>): Record<string, unknown> => search,
  component: Page,
});

function Page() {
  const search = Route.useSearch();
  return (
    <PermissionGate permission="search_candidates" permissionLabel={t`Search candidates`} what={t`smart search`}>
      <SmartSearchPage rawSearch={search} />
    </PermissionGate>
  );
}

import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/components/permission-gate';
import { MatchedPage } from '@/features/employer-candidates/matched/matched-page';
import {
  validateMatchedSearch,
  type MatchedSearch,
  type UrlSearch,
} from '@/features/employer-candidates/shared/search';

export const Route = createFileRoute('/employer/matched-candidate')({
  // The values are checked by the screen (lazy), keeping the checks out of the index bundle.
  validateSearch: (search: Record<string, unknown>): UrlSearch<MatchedSearch> => search,
  component: Page,
});

function Page() {
  const search = validateMatchedSearch(Route.useSearch());
  return (
    <PermissionGate permission="search_candidates" permissionLabel={t`Search candidates`} what={t`matched candidates`}>
      <MatchedPage search={search} />
    </PermissionGate>
  );
}

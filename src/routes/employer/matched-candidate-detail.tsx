import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/components/permission-gate';
import { CandidatePage } from '@/features/employer-candidates/candidate/candidate-page';
import {
  validateCandidateSearch,
  type CandidateSearch,
  type UrlSearch,
} from '@/features/employer-candidates/shared/search';

export const Route = createFileRoute('/employer/matched-candidate-detail')({
  // The values are checked by the screen (lazy), keeping the checks out of the index bundle.
  validateSearch: (search: Record<string, unknown>): UrlSearch<CandidateSearch> => search,
  component: Page,
});

function Page() {
  const { candidateId, jobId } = validateCandidateSearch(Route.useSearch());
  return (
    <PermissionGate permission="search_candidates" permissionLabel={t`Search candidates`} what={t`this candidate`}>
      <CandidatePage candidateId={candidateId} jobId={jobId} origin="matched" />
    </PermissionGate>
  );
}

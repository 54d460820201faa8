import { t } from '@lingui/core/macro';
import { createFileRoute } from '@tanstack/react-router';
import { PermissionGate } from '@/components/permission-gate';
import { ApplicationInterviews } from '@/features/interviews/application-interviews';
import { ResponseDetailPage } from '@/features/pipeline/detail/response-detail-page';
import { ApplicantVideoResume } from '@/features/video-resume/applicant-video-resume';
import {
  validateResponseDetailSearch,
  type ResponseDetailSearch,
  type UrlSearch,
} from '@/features/pipeline/shared/search';

export const Route = createFileRoute('/employer/response-detail')({
  // The values are checked by the screen (lazy), keeping the checks out of the index bundle.
  validateSearch: (search: Record<string, unknown>): UrlSearch<ResponseDetailSearch> => search,
  component: Page,
});

function Page() {
  const { userJobId } = validateResponseDetailSearch(Route.useSearch());
  return (
    <PermissionGate permission="manage_applicants" permissionLabel={t`Manage applicants`} what={t`this application`}>
      <ResponseDetailPage
        userJobId={userJobId}
        interviews={userJobId ? <ApplicationInterviews applicationId={userJobId} /> : undefined}
        video={userJobId ? <ApplicantVideoResume applicationId={userJobId} /> : undefined}
      />
    </PermissionGate>
  );
}

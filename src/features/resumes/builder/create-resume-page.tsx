// /jobsseekers/create-resume?id=<resume>: loads the resume (getResume) and opens the builder, or
// says why it cannot: no resume named, not the candidate's (404), the plan without the resume
// builder, or a failed load with a retry.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetResume } from '@generated/api/resumes/resumes';
import { PageState } from '@/components/ui/page-state';
import { FileIcon } from '@/components/ui/icons';
import { isApiError } from '@/lib/api/api-error';
import { useFeature } from '@/lib/plans/use-feature';
import { PageLoading, PlanRequiredPage } from '../shared/plan-page';
import { ResumeBuilder } from './resume-builder';

const BACK = (
  <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/resume-option" />} variant="light">
    <Trans>Go to my resumes</Trans>
  </Button>
);

function LoadResume({ id }: { id: string }) {
  // Always read fresh: the builder starts from what is stored, not from a copy cached earlier.
  const query = useGetResume(id, { query: { staleTime: 0, gcTime: 0, retry: false } });
  if (query.data) return <ResumeBuilder key={id} resume={query.data.data} />;
  if (query.isError) {
    if (isApiError(query.error) && query.error.status === 404)
      return (
        <PageState
          title={t`We could not find this resume`}
          text={t`It may have been deleted, or the link belongs to another account.`}
          icon={<FileIcon size={28} />}
          action={BACK}
        />
      );
    return (
      <PageState
        title={t`We could not load your resume`}
        text={query.error instanceof Error ? query.error.message : t`Please try again.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  return <PageLoading label={t`Loading your resume…`} />;
}

export function CreateResumePage({ id }: { id: string | undefined }) {
  const builder = useFeature('resume_builder');
  if (builder.isLoading) return <PageLoading label={t`Loading your resume…`} />;
  if (!builder.allowed)
    return (
      <PlanRequiredPage
        what={t`The resume builder`}
        text={t`Upgrade your plan to build resumes here, or upload the resume you already have in your profile.`}
      />
    );
  if (!id)
    return (
      <PageState
        title={t`No resume to edit`}
        text={t`Start a new resume, or open one of yours, from your resume options.`}
        icon={<FileIcon size={28} />}
        action={BACK}
      />
    );
  return <LoadResume id={id} />;
}

// /jobsseekers/quick-apply-job?jobId=: apply in one step with what the profile already holds (name,
// contact, resume), source quick_apply. The job's questions appear only when some are required;
// a missing profile resume is uploaded in place. Guests are offered to log in or to apply as a
// guest from the job page.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { useApplyStart } from '../api/use-apply-start';
import { Button, Container, Group, Stack } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetCandidateProfile } from '@generated/api/candidate-profile/candidate-profile';
import { useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageState } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api/api-error';
import type { ApplyFailure } from '@/lib/applying/apply-error';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { useSession } from '@/lib/session/session';
import { blockerOf } from '../components/apply-blocker';
import { JobNotFound, NoJobChosen } from '../components/apply-gates';
import { JobSummaryCard } from '../components/job-summary-card';
import { QuickApplyForm } from './quick-apply-form';
import { useApplicationQuestions } from '@/lib/applying/application-questions';

export function QuickApplyPage({ jobId }: { jobId?: string }) {
  const role = useSession()?.user.role;
  useDocumentTitle(t`Quick apply`);
  if (!jobId) return <NoJobChosen />;
  if (role !== 'candidate') return <SignInToQuickApply jobId={jobId} employer={Boolean(role)} />;
  return <QuickApply jobId={jobId} />;
}

function SignInToQuickApply({ jobId, employer }: { jobId: string; employer: boolean }) {
  return (
    <PageState
      title={employer ? t`Quick apply is for job seekers` : t`Log in to quick apply`}
      text={
        employer
          ? t`Sign in with a job seeker account to apply to jobs.`
          : t`Quick apply sends your profile and resume in one step. No account? You can apply as a guest from the job page.`
      }
      action={
        <Group justify="center">
          {employer ? null : (
            <Button renderRoot={(props) => <Link {...props} to="/jobsseekers/login" />}>
              <Trans>Log in</Trans>
            </Button>
          )}
          <Button
            variant="default"
            renderRoot={(props) => <Link {...props} to="/jobsseekers/job-detail" search={{ id: jobId }} />}
          >
            <Trans>View the job</Trans>
          </Button>
        </Group>
      }
    />
  );
}

function QuickApply({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const job = useGetJob(jobId);
  const profile = useGetCandidateProfile();
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const asked = useApplicationQuestions(job.data?.data.questions);
  useApplyStart(jobId, Boolean(job.data?.data) && !job.data?.data.isApplied);

  if (job.error && isApiError(job.error) && (job.error.status === 404 || job.error.status === 400))
    return <JobNotFound />;
  const failed = (job.error && !job.data) || (profile.error && !profile.data);
  if (failed)
    return (
      <PageState
        title={t`We could not load your quick application`}
        text={t`Please check your connection and try again.`}
        onRetry={() => void Promise.all([job.refetch(), profile.refetch()])}
        retrying={job.isFetching || profile.isFetching}
      />
    );
  const data = job.data?.data;
  const me = profile.data?.data;
  if (!data || !me || !asked.ready)
    return (
      <Container size="sm" py="xl">
        <LoadingState rows={4} label={t`Loading the job…`} />
      </Container>
    );
  const blocker = blockerOf(data, failure);
  if (blocker) return blocker;
  return (
    <Container size="sm" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={t`Quick apply`} subtitle={t`Send your profile and resume in one step.`} />
      <Stack gap="lg">
        <JobSummaryCard job={data} />
        <QuickApplyForm
          job={data}
          questions={asked.questions}
          profile={me}
          onBlocked={setFailure}
          onApplied={() => void navigate({ to: '/jobsseekers/apply-job-successfully', search: { jobId } })}
        />
      </Stack>
    </Container>
  );
}

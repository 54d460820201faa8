// /jobsseekers/apply-job?jobId=: a signed-in candidate applies to one job. The job comes from
// jobs/get/{id} (with isApplied), the profile's resume is offered first. A job that cannot be
// applied to here says why instead of showing the form.
import { t } from '@lingui/core/macro';
import { useApplyStart } from '../api/use-apply-start';
import { Container, Stack } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetCandidateProfile } from '@generated/api/candidate-profile/candidate-profile';
import { useGetJob } from '@generated/api/jobs-discovery/jobs-discovery';
import { LoadingState } from '@/components/ui/loading-state';
import { PageHeader } from '@/components/ui/page-header';
import { PageState } from '@/components/ui/page-state';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import type { ApplyFailure } from '@/lib/applying/apply-error';
import { useApplicationQuestions } from '@/lib/applying/application-questions';
import { useDocumentTitle } from '@/lib/dom/use-document-title';
import { blockerOf } from '../components/apply-blocker';
import { JobNotFound, NoJobChosen } from '../components/apply-gates';
import { JobSummaryCard } from '../components/job-summary-card';
import { ApplyStepper } from './apply-stepper';

export function ApplyJobPage({ jobId }: { jobId?: string }) {
  if (!jobId) return <NoJobChosen />;
  return <ApplyToJob jobId={jobId} />;
}

function ApplyToJob({ jobId }: { jobId: string }) {
  const navigate = useNavigate();
  const job = useGetJob(jobId);
  // The profile only offers its resume; without it the candidate uploads one.
  const profile = useGetCandidateProfile({ request: SILENT });
  const [failure, setFailure] = useState<ApplyFailure | null>(null);
  const asked = useApplicationQuestions(job.data?.data.questions);
  useApplyStart(jobId, Boolean(job.data?.data) && !job.data?.data.isApplied);
  useDocumentTitle(job.data?.data.title ? t`Apply: ${job.data.data.title}` : t`Apply for this job`);

  if (job.error && isApiError(job.error) && (job.error.status === 404 || job.error.status === 400))
    return <JobNotFound />;
  if (job.error && !job.data)
    return (
      <PageState
        title={t`We could not load this job`}
        text={t`Please check your connection and try again.`}
        onRetry={() => void job.refetch()}
        retrying={job.isFetching}
      />
    );
  const data = job.data?.data;
  if (!data || profile.isPending || !asked.ready)
    return (
      <Container size="md" py="xl">
        <LoadingState rows={4} label={t`Loading the job…`} />
      </Container>
    );

  const blocker = blockerOf(data, failure);
  if (blocker) return blocker;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }}>
      <PageHeader title={t`Apply for this job`} subtitle={t`Your application goes straight to the employer.`} />
      <Stack gap="lg">
        <JobSummaryCard job={data} />
        <ApplyStepper
          job={data}
          questions={asked.questions}
          profileResume={profile.data?.data.resume ?? null}
          onBlocked={setFailure}
          onApplied={() => void navigate({ to: '/jobsseekers/apply-job-successfully', search: { jobId } })}
        />
      </Stack>
    </Container>
  );
}

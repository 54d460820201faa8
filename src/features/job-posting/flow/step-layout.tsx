// The frame of every posting screen: the heading, the progress bar and the draft, loaded from
// ?jobId. Screens after the first need a draft; opened without one they point back to the start.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Container } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { Job, JobPostingStep } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { LoadingState } from '@/components/ui/loading-state';
import { textOf } from '@/lib/i18n/i18n';
import { useDraft } from '../api/draft';
import { StepProgress } from './step-progress';
import { POSTING_STEPS, stepIndex } from './steps';

type Props = {
  step: JobPostingStep;
  jobId: string | undefined;
  subtitle: string;
  /** Receives the saved draft, or null on the first screen before a draft exists. */
  children: (job: Job | null) => ReactNode;
};

export function StepLayout({ step, jobId, subtitle, children }: Props) {
  const draft = useDraft(jobId);
  const index = stepIndex(step);
  const current = POSTING_STEPS[index];
  const label = current ? textOf(current.label) : '';
  const number = index + 1;
  const total = POSTING_STEPS.length;
  const isEdit = draft.data?.data.status !== undefined && draft.data.data.status !== 'DRAFT';
  return (
    <Container size="md" py="xl">
      <PageHeader
        title={isEdit ? t`Edit job` : t`Post a job`}
        subtitle={t`Step ${number} of ${total} · ${label} — ${subtitle}`}
      />
      <StepProgress current={step} saved={draft.data?.data.postingStep} jobId={jobId} />
      {jobId ? (
        <QueryView
          query={draft}
          loading={<LoadingState rows={2} label={t`Loading your job…`} />}
          errorTitle={t`We could not load this job`}
        >
          {(res) => children(res.data)}
        </QueryView>
      ) : step === 'job-type' ? (
        children(null)
      ) : (
        <EmptyState
          title={t`Start with the job type`}
          text={t`This step belongs to a job you have started. Begin a new job post, or continue a draft from My jobs.`}
          action={
            <Button component={Link} to="/employer/job-type">
              <Trans>Start a job post</Trans>
            </Button>
          }
        />
      )}
    </Container>
  );
}

// Step 8: review everything, choose when applications close (where the plan has job expiry),
// then Confirm & post. Only a draft can be posted; a job that is already live shows its summary
// with a way back to My jobs. A used-up job quota (403 LIMIT_OVER, which has no toast) shows the
// server's message with "Upgrade plan". Answers to the board's own questions that fail its form
// today (a field made required since) point back to the Job post step, where they are asked.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Alert, Anchor, Button, Card, Group, Stack, Text, TextInput } from '@mantine/core';
import { Link, useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { useConfirmJobPost } from '@generated/api/job-posting/job-posting';
import type { Job } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { STALE } from '@/lib/query/query-client';
import { LimitOverPrompt } from '@/lib/plans/limit-over';
import { toast } from '@/lib/toast/toast';
import { useStoreDraft } from '../api/draft';
import { StepLayout } from '../flow/step-layout';
import { previousStep, stepOf } from '../flow/steps';
import { expiryBounds, expiryInstant, MAX_EXPIRY_DAYS } from './expiry-date';
import { JobSummary } from './job-summary';

/** The job's answers refused by the board's job_post form (400 naming values.<keyNm>). */
function DetailsProblem({ error, jobId }: { error: unknown; jobId: string }) {
  if (!isApiError(error) || !error.body.data?.fields?.some((f) => f.field.startsWith('values.'))) return null;
  return (
    <Alert color="red" title={t`The job’s additional details need attention`} role="alert">
      <Stack gap={4}>
        <Text fz="sm">{error.message}</Text>
        <Anchor fz="sm" renderRoot={(props) => <Link {...props} to={stepOf('job-post').path} search={{ jobId }} />}>
          <Trans>Answer them on the Job post step</Trans>
        </Anchor>
      </Stack>
    </Alert>
  );
}

export function VerificationStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="job-post-verification" jobId={jobId} subtitle={t`check your job before it goes live.`}>
      {(job) => (job ? <Review job={job} /> : null)}
    </StepLayout>
  );
}

function Review({ job }: { job: Job }) {
  const confirm = useConfirmJobPost();
  const store = useStoreDraft();
  const navigate = useNavigate();
  const isDraft = job.status === 'DRAFT';
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const withExpiry = isDraft && (settings.data?.data.features.includes('job_expiry') ?? false);
  const [closesOn, setClosesOn] = useState('');
  const [expiryError, setExpiryError] = useState<string | undefined>();
  const bounds = expiryBounds(new Date());

  const post = () => {
    const expiry = withExpiry && closesOn ? expiryInstant(closesOn, new Date()) : null;
    if (expiry && 'error' in expiry) return setExpiryError(expiry.error);
    setExpiryError(undefined);
    confirm.mutate(
      { data: { jobId: job._id, ...(expiry ? { expiresAt: expiry.at } : {}) } },
      {
        onSuccess: (res) => {
          store(res.data, res.message);
          toast(res.message || t`Job posted`);
          void navigate({ to: '/employer/job-posted-successfull', search: { jobId: job._id } });
        },
      },
    );
  };

  return (
    <Stack gap="md">
      {!isDraft ? (
        <Alert color="blue" title={t`This job is already posted`}>
          <Trans>Changes you save on each step apply to the live job straight away.</Trans>
        </Alert>
      ) : null}
      <JobSummary job={job} />
      {withExpiry ? (
        <Card p="lg">
          <TextInput
            type="date"
            label={t`Applications close on`}
            description={t`Optional. The job leaves the site after this day; at most ${MAX_EXPIRY_DAYS} days ahead.`}
            min={bounds.min}
            max={bounds.max}
            value={closesOn}
            onChange={(e) => setClosesOn(e.currentTarget.value)}
            error={expiryError}
            maw={320}
          />
        </Card>
      ) : null}
      <LimitOverPrompt error={confirm.error} feature="job_posting" />
      <DetailsProblem error={confirm.error} jobId={job._id} />
      <Card p="lg">
        <Group justify="space-between" gap="md">
          <Button
            variant="default"
            renderRoot={(props) => (
              <Link {...props} to={previousStep('job-post-verification').path} search={{ jobId: job._id }} />
            )}
          >
            <Trans>Back</Trans>
          </Button>
          {isDraft ? (
            <Group gap="sm">
              <Text fz="sm" c="dimmed" visibleFrom="sm">
                <Trans>Candidates can see and apply once it is posted.</Trans>
              </Text>
              <Button onClick={post} loading={confirm.isPending}>
                <Trans>Confirm & post</Trans>
              </Button>
            </Group>
          ) : (
            <Button component={Link} to="/employer/my-jobs">
              <Trans>Back to my jobs</Trans>
            </Button>
          )}
        </Group>
      </Card>
    </Stack>
  );
}

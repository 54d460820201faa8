// The one step of quick apply: what the profile sends (name, contact, resume), the job's questions
// only when some are required, and the send button. A job without required questions is applied
// to with one click. When the plan's applications are used up (403 LIMIT_OVER), the upgrade
// prompt says so in place of the error (the full application would be refused too).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { currentApplyRef } from '@/lib/applying/apply-ref';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import type { CandidateProfile, Job, UploadedFile } from '@generated/api/model';
import { CustomFormRenderer, useCustomFormHandle, type FormField } from '@/components/custom-form';
import { ResumeUploadField } from '@/components/resume-upload/resume-upload-field';
import { AlertIcon } from '@/components/ui/icons';
import { applyFailureOf, type ApplyFailure } from '@/lib/applying/apply-error';
import { isLimitOver } from '@/lib/plans/limit-over';
import { useSubmitApplication } from '../api/use-submit-application';
import { ApplicationsUsedUp } from '../components/applications-used-up';
import { toAnswers } from '../components/job-questions';

type Props = {
  job: Job;
  /** The board's questions, then the job's (src/lib/applying/application-questions.ts). */
  questions: FormField[];
  profile: CandidateProfile;
  onApplied: () => void;
  onBlocked: (failure: ApplyFailure) => void;
};

function Detail({ label, value }: { label: string; value: string | null | undefined }) {
  return (
    <div>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
        {value || '-'}
      </Text>
    </div>
  );
}

export function QuickApplyForm({ job, questions: asked, profile, onApplied, onBlocked }: Props) {
  // Quick apply asks only when something must be answered (the board's or the job's questions).
  const questions = asked.some((q) => q.required) ? asked : [];
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [error, setError] = useState<{ message: string; fullApply: boolean } | null>(null);
  const { attach: attachForm, handle: formHandle, ready: formReady } = useCustomFormHandle();
  const submit = useSubmitApplication();
  const resume = profile.resume ?? uploaded;
  const phone = profile.mobNo ? `${profile.countryCode ?? ''} ${profile.mobNo}`.trim() : null;

  const send = () => {
    setError(null);
    if (!resume) return setResumeError(t`Please upload your resume to apply.`);
    // Send waits (loading) until the lazy questions form is on screen; without its handle the
    // required questions could not be checked, so nothing is sent.
    const handle = formHandle.current;
    if (questions.length && (!handle || handle.isUploading() || !handle.validate())) return;
    submit.mutate(
      {
        data: {
          jobId: job._id,
          resumeUri: resume.uri,
          answers: toAnswers(questions, answers),
          source: 'quick_apply',
          ...currentApplyRef(),
        },
      },
      {
        onSuccess: onApplied,
        onError: (e) => {
          if (isLimitOver(e)) return;
          const failure = applyFailureOf(e);
          if (failure.kind === 'already-applied' || failure.kind === 'not-live') return onBlocked(failure);
          // Quick apply is a plan feature; without it the full application still works.
          setError({ message: failure.message, fullApply: failure.kind === 'not-allowed' });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack gap="lg">
        <Stack gap="sm" component="section" aria-labelledby="quick-apply-profile">
          <Group justify="space-between" wrap="wrap">
            <Title order={2} fz="md" id="quick-apply-profile">
              <Trans>From your profile</Trans>
            </Title>
            <Anchor fz="sm" renderRoot={(props) => <Link {...props} to="/jobsseekers/profile" />}>
              <Trans>Edit profile</Trans>
            </Anchor>
          </Group>
          <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
            <Detail label={t`Name`} value={profile.name} />
            <Detail label={t`E-mail`} value={profile.email} />
            <Detail label={t`Mobile`} value={phone} />
            <Detail label={t`Resume`} value={profile.resume?.name ?? null} />
          </SimpleGrid>
          {profile.resume ? null : (
            <ResumeUploadField
              audience="member"
              label={t`Your profile has no resume. Upload one for this application`}
              value={uploaded}
              onChange={(file) => (setUploaded(file), setResumeError(null))}
              error={resumeError}
              required
            />
          )}
        </Stack>
        {questions.length ? (
          <Stack gap="sm" component="section" aria-labelledby="quick-apply-questions">
            <Title order={2} fz="md" id="quick-apply-questions">
              <Trans>The employer's questions</Trans>
            </Title>
            <CustomFormRenderer
              ref={attachForm}
              fields={questions}
              value={answers}
              onChange={setAnswers}
              formId="quick-apply-questions-form"
            />
          </Stack>
        ) : null}
        {error ? (
          <Alert color="red" icon={<AlertIcon size={18} />} role="alert" title={t`Your application was not sent`}>
            <Stack gap={6}>
              <Text fz="sm">{error.message}</Text>
              {error.fullApply ? (
                <Anchor
                  fz="sm"
                  renderRoot={(props) => <Link {...props} to="/jobsseekers/apply-job" search={{ jobId: job._id }} />}
                >
                  <Trans>Use the full application instead</Trans>
                </Anchor>
              ) : null}
            </Stack>
          </Alert>
        ) : null}
        <ApplicationsUsedUp error={submit.error} />
        <Group justify="flex-end">
          <Button onClick={send} loading={submit.isPending || (questions.length > 0 && !formReady)}>
            <Trans>Send application</Trans>
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

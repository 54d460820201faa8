// The apply screen's steps: resume, the job's questions (when it asks any), an optional cover
// letter, then a summary to check before sending. Each step is checked before moving on; the
// heading of a new step takes focus so screen readers announce where the user is. On phones the
// step list becomes a "Step 2 of 4" line above a progress bar. When the plan's applications are
// used up (403 LIMIT_OVER), the upgrade prompt says so in place of the error.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { currentApplyRef } from '@/lib/applying/apply-ref';
import { Alert, Button, Group, Paper, Progress, Stack, Stepper, Text, Textarea, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useEffect, useRef, useState } from 'react';
import type { Job, UploadedFile } from '@generated/api/model';
import { CustomFormRenderer, useCustomFormHandle, type FormField } from '@/components/custom-form';
import { AlertIcon } from '@/components/ui/icons';
import { applyFailureOf, type ApplyFailure } from '@/lib/applying/apply-error';
import { textOf } from '@/lib/i18n/i18n';
import { isLimitOver } from '@/lib/plans/limit-over';
import { useSubmitApplication } from '../api/use-submit-application';
import { ApplicationsUsedUp } from '../components/applications-used-up';
import { ApplicationSummary } from '../components/application-summary';
import { toAnswers } from '../components/job-questions';
import { ResumeChoice, type ResumeSource } from '../components/resume-choice';
import { COVER_LETTER_MAX, STEP_LABELS, stepsFor, type StepKey } from './steps';

type Props = {
  job: Job;
  /** The board's questions, then the job's (src/lib/applying/application-questions.ts). */
  questions: FormField[];
  profileResume: UploadedFile | null;
  onApplied: () => void;
  /** Outcomes that replace the whole screen (already applied, job closed). */
  onBlocked: (failure: ApplyFailure) => void;
};

export function ApplyStepper({ job, questions, profileResume, onApplied, onBlocked }: Props) {
  const compact = useMediaQuery('(max-width: 48em)') ?? false;
  const steps = stepsFor(questions.length);
  const [active, setActive] = useState(0);
  const [source, setSource] = useState<ResumeSource>(profileResume ? 'profile' : 'upload');
  const [uploaded, setUploaded] = useState<UploadedFile | null>(null);
  const [resumeError, setResumeError] = useState<string | null>(null);
  const [answers, setAnswers] = useState<Record<string, unknown>>({});
  const [coverLetter, setCoverLetter] = useState('');
  const [submitError, setSubmitError] = useState<string | null>(null);
  const { attach: attachForm, handle: formHandle, ready: formReady } = useCustomFormHandle();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);
  const submit = useSubmitApplication();

  const step: StepKey = steps[active] ?? 'review';
  const resume = source === 'profile' ? profileResume : uploaded;

  useEffect(() => {
    // Not on first render: the page's own h1 is where a new visit starts.
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [active]);

  const stepIsValid = (key: StepKey): boolean => {
    if (key === 'resume') {
      if (resume) return true;
      setResumeError(t`Please upload your resume to continue.`);
      return false;
    }
    if (key === 'questions') {
      // Next waits (loading) until the lazy form is on screen, so the handle is there to check.
      const handle = formHandle.current;
      if (!handle || handle.isUploading()) return false;
      return handle.validate();
    }
    if (key === 'cover') return coverLetter.length <= COVER_LETTER_MAX;
    return true;
  };

  const next = () => {
    if (stepIsValid(step)) setActive((i) => Math.min(i + 1, steps.length - 1));
  };
  const back = () => setActive((i) => Math.max(i - 1, 0));
  const goTo = (index: number) => {
    // Earlier steps are always open; later ones only through Next, which checks each step.
    if (index < active) setActive(index);
  };

  const send = () => {
    if (!resume) return setActive(0);
    setSubmitError(null);
    const letter = coverLetter.trim();
    submit.mutate(
      {
        data: {
          jobId: job._id,
          resumeUri: resume.uri,
          answers: toAnswers(questions, answers),
          ...(letter ? { coverLetter: letter } : {}),
          source: 'direct',
          ...currentApplyRef(),
        },
      },
      {
        onSuccess: onApplied,
        onError: (error) => {
          if (isLimitOver(error)) return;
          const failure = applyFailureOf(error);
          if (failure.kind === 'already-applied' || failure.kind === 'not-live') onBlocked(failure);
          else setSubmitError(failure.message);
        },
      },
    );
  };

  const label = textOf(STEP_LABELS[step].label);
  const description = textOf(STEP_LABELS[step].description);
  return (
    <Stack gap="lg">
      {compact ? (
        <Stack gap={6}>
          <Text fz="sm" c="dimmed">
            <Trans>
              Step {active + 1} of {steps.length}
            </Trans>
          </Text>
          <Progress value={((active + 1) / steps.length) * 100} size="sm" aria-hidden />
        </Stack>
      ) : (
        <Stepper active={active} onStepClick={goTo} size="sm" allowNextStepsSelect={false}>
          {steps.map((key) => (
            <Stepper.Step
              key={key}
              label={textOf(STEP_LABELS[key].label)}
              description={textOf(STEP_LABELS[key].description)}
            />
          ))}
        </Stepper>
      )}
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack gap="md">
          <div>
            <Title order={2} fz="lg" ref={headingRef} tabIndex={-1} style={{ outline: 'none' }}>
              {label}
            </Title>
            <Text fz="sm" c="dimmed">
              {description}
            </Text>
          </div>
          {step === 'resume' ? (
            <ResumeChoice
              profileResume={profileResume}
              source={source}
              onSourceChange={(s) => (setSource(s), setResumeError(null))}
              uploaded={uploaded}
              onUploaded={(file) => (setUploaded(file), setResumeError(null))}
              error={resumeError}
            />
          ) : null}
          {step === 'questions' ? (
            <CustomFormRenderer
              ref={attachForm}
              fields={questions}
              value={answers}
              onChange={setAnswers}
              uploadPurpose="document"
              formId="apply-questions"
            />
          ) : null}
          {step === 'cover' ? (
            <Textarea
              label={t`Cover letter`}
              description={t`Tell the employer why you are a good fit. You can leave this empty.`}
              value={coverLetter}
              onChange={(e) => setCoverLetter(e.currentTarget.value)}
              autosize
              minRows={6}
              maxRows={16}
              maxLength={COVER_LETTER_MAX}
              rightSectionPointerEvents="none"
            />
          ) : null}
          {step === 'cover' ? (
            <Text fz="xs" c="dimmed" ta="right" aria-live="polite">
              {coverLetter.length} / {COVER_LETTER_MAX}
            </Text>
          ) : null}
          {step === 'review' ? (
            <ApplicationSummary
              resume={resume}
              questions={questions}
              answers={answers}
              coverLetter={coverLetter.trim()}
              onEdit={(key) => setActive(Math.max(0, steps.indexOf(key)))}
            />
          ) : null}
          {submitError ? (
            <Alert color="red" icon={<AlertIcon size={18} />} role="alert" title={t`Your application was not sent`}>
              {submitError}
            </Alert>
          ) : null}
          <ApplicationsUsedUp error={submit.error} />
          <Group justify="space-between" mt="sm">
            {active > 0 ? (
              <Button variant="default" onClick={back} disabled={submit.isPending}>
                <Trans>Back</Trans>
              </Button>
            ) : (
              <span />
            )}
            {step === 'review' ? (
              <Button onClick={send} loading={submit.isPending}>
                <Trans>Submit application</Trans>
              </Button>
            ) : (
              <Button onClick={next} loading={step === 'questions' && !formReady}>
                <Trans>Next</Trans>
              </Button>
            )}
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}

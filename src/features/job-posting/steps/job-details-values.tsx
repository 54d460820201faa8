// A job's answers to the board's own questions (Job.formValues) as its employer reads them: every
// value, and answers to questions since removed marked "No longer asked". Nothing when none.
import { Trans } from '@lingui/react/macro';
import { Stack, Text } from '@mantine/core';
import type { Job } from '@generated/api/model';
import { FormAnswersList } from '@/components/custom-form/form-answers-list';

export function hasJobDetails(job: Job): boolean {
  const answers = job.formValues;
  return !!answers && answers.fields.length + answers.formerAnswers.length > 0;
}

/** The answers; with `caption`, under a small heading (inside another section). */
export function JobDetailsValues({ job, caption }: { job: Job; caption?: string }) {
  const answers = job.formValues;
  if (!answers || !hasJobDetails(job)) return null;
  const shownPublicly = answers.fields.filter((f) => f.isPublic).map((f) => f.label.en);
  const publicFields = shownPublicly.join(', ');
  return (
    <Stack gap="xs">
      {caption ? (
        <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
          {caption}
        </Text>
      ) : null}
      <FormAnswersList answers={answers} />
      {shownPublicly.length ? (
        <Text fz="xs" c="dimmed">
          <Trans>On the job’s page for everyone: {publicFields}. The rest only you see.</Trans>
        </Text>
      ) : (
        <Text fz="xs" c="dimmed">
          <Trans>Only you see these answers.</Trans>
        </Text>
      )}
    </Stack>
  );
}

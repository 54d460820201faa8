// Step 7: questions candidates answer when applying here, or an external site to apply on
// instead (the contract allows one or the other).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Card, Checkbox, Group, NativeSelect, Radio, Stack, Text, TextInput, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useCreateJobAdditionalQuestions } from '@generated/api/job-posting/job-posting';
import type { CustomFieldType, Job } from '@generated/api/model';
import { useStoreDraft } from '../api/draft';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';
import {
  QUESTION_TYPES,
  emptyQuestion,
  needsOptions,
  questionsFromJob,
  toQuestionInputs,
  validateQuestions,
  type QuestionDraft,
  type QuestionErrors,
} from './question-values';

const MAX_QUESTIONS = 20;
const URL = /^https?:\/\/[^\s/$.?#][^\s]*$/;

export function AdditionalQuestionStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="additional-question" jobId={jobId} subtitle={t`what else to ask applicants.`}>
      {(job) => (job ? <QuestionsForm job={job} /> : null)}
    </StepLayout>
  );
}

type Mode = 'here' | 'external';

function QuestionsForm({ job }: { job: Job }) {
  const [mode, setMode] = useState<Mode>(job.redirectUrl ? 'external' : 'here');
  const [questions, setQuestions] = useState<QuestionDraft[]>(() => questionsFromJob(job));
  const [redirectUrl, setRedirectUrl] = useState(job.redirectUrl ?? '');
  const [errors, setErrors] = useState<QuestionErrors>({});
  const [urlError, setUrlError] = useState<string | undefined>();
  const save = useCreateJobAdditionalQuestions();
  const store = useStoreDraft();
  const goNext = useGoToNextStep('additional-question');

  const update = (index: number, patch: Partial<QuestionDraft>) =>
    setQuestions((list) => list.map((q, i) => (i === index ? { ...q, ...patch } : q)));

  const submit = () => {
    if (mode === 'external') {
      const url = redirectUrl.trim();
      const error = URL.test(url) ? undefined : t`Enter the full address, starting with https://`;
      setUrlError(error);
      if (error) return;
    }
    const next = mode === 'here' ? validateQuestions(questions) : {};
    setErrors(next);
    if (Object.keys(next).length) return;
    // Applying here leaves redirectUrl out (the server clears a saved one): the server's validator
    // coerces an explicit null to "" while checking the contract's if/then, and then rejects it.
    const data =
      mode === 'external'
        ? { questions: [], redirectUrl: redirectUrl.trim() }
        : { questions: toQuestionInputs(questions) };
    save.mutate(
      { id: job._id, data },
      {
        onSuccess: (res) => {
          store(res.data, res.message);
          void goNext(job._id);
        },
      },
    );
  };

  return (
    <StepForm
      step="additional-question"
      jobId={job._id}
      label={t`Additional questions`}
      onSubmit={submit}
      saving={save.isPending}
    >
      <Radio.Group label={t`How do candidates apply?`} value={mode} onChange={(v) => setMode(v as Mode)}>
        <Stack gap="xs" mt="xs">
          <Radio value="here" label={t`On this site, with optional questions`} />
          <Radio value="external" label={t`On our own careers site`} />
        </Stack>
      </Radio.Group>

      {mode === 'external' ? (
        <TextInput
          label={t`Application link`}
          withAsterisk
          type="url"
          placeholder="https://careers.example.com/apply/123"
          maxLength={2048}
          value={redirectUrl}
          onChange={(e) => setRedirectUrl(e.currentTarget.value)}
          error={urlError}
        />
      ) : (
        <Stack gap="md">
          {questions.length === 0 ? (
            <Text c="dimmed" fz="sm">
              <Trans>No questions yet. Candidates apply with their profile and resume only.</Trans>
            </Text>
          ) : null}
          {questions.map((q, index) => (
            <Card key={q._id ?? index} withBorder p="md" role="group" aria-label={t`Question ${index + 1}`}>
              <Stack gap="sm">
                <TextInput
                  label={t`Question ${index + 1}`}
                  withAsterisk
                  maxLength={500}
                  value={q.label}
                  onChange={(e) => update(index, { label: e.currentTarget.value })}
                  error={errors[index]?.label}
                />
                <Group grow align="flex-start" wrap="wrap">
                  <NativeSelect
                    label={t`Answer type`}
                    value={q.fieldType}
                    onChange={(e) => update(index, { fieldType: e.currentTarget.value as CustomFieldType })}
                    data={QUESTION_TYPES}
                    style={{ minWidth: 180 }}
                  />
                  <Checkbox
                    mt={{ base: 0, sm: 30 }}
                    label={t`Answer required`}
                    checked={q.required}
                    onChange={(e) => update(index, { required: e.currentTarget.checked })}
                  />
                </Group>
                {needsOptions(q.fieldType) ? (
                  <Textarea
                    label={t`Choices`}
                    withAsterisk
                    description={t`One choice per line`}
                    autosize
                    minRows={3}
                    value={q.options}
                    onChange={(e) => update(index, { options: e.currentTarget.value })}
                    error={errors[index]?.options}
                  />
                ) : null}
                <Group justify="flex-end">
                  <Button
                    variant="subtle"
                    color="red"
                    size="xs"
                    onClick={() => setQuestions((list) => list.filter((_, i) => i !== index))}
                    aria-label={t`Remove question ${index + 1}`}
                  >
                    <Trans>Remove</Trans>
                  </Button>
                </Group>
              </Stack>
            </Card>
          ))}
          <Group>
            <Button
              variant="light"
              disabled={questions.length >= MAX_QUESTIONS}
              onClick={() => setQuestions((list) => [...list, emptyQuestion()])}
            >
              <Trans>Add question</Trans>
            </Button>
          </Group>
        </Stack>
      )}
    </StepForm>
  );
}

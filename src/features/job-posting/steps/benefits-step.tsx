// Step 5: the benefits offered, from common ones or typed in, in the order chosen.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useCreateJobBenefits } from '@generated/api/job-posting/job-posting';
import type { Job } from '@generated/api/model';
import { useStoreDraft } from '../api/draft';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';

/**
 * Suggestions in the page's language: a chosen one is saved as the job's own words, like a
 * benefit typed in, so the employer's job reads in the language they post it in.
 */
export function commonBenefits(): string[] {
  return [
    t`Health insurance`,
    t`Paid time off`,
    t`Flexible working hours`,
    t`Work from home allowance`,
    t`Learning budget`,
    t`Employee stock options`,
    t`Performance bonus`,
    t`Retirement plan`,
    t`Parental leave`,
    t`Meal allowance`,
    t`Commuter benefits`,
    t`Gym membership`,
  ];
}

const MAX_BENEFITS = 30;

export function BenefitsStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="benefits" jobId={jobId} subtitle={t`what the job offers beyond pay.`}>
      {(job) => (job ? <BenefitsForm job={job} /> : null)}
    </StepLayout>
  );
}

function BenefitsForm({ job }: { job: Job }) {
  const [benefits, setBenefits] = useState<string[]>(job.benefits);
  const [custom, setCustom] = useState('');
  const [error, setError] = useState<string | undefined>();
  const save = useCreateJobBenefits();
  const store = useStoreDraft();
  const goNext = useGoToNextStep('benefits');

  const common = commonBenefits();
  const options = [...common, ...benefits.filter((b) => !common.includes(b))];

  const addCustom = () => {
    const text = custom.trim().replace(/\s+/g, ' ');
    if (text.length < 2) return setError(t`A benefit needs at least 2 characters`);
    if (benefits.some((b) => b.toLowerCase() === text.toLowerCase())) return setError(t`That benefit is already added`);
    if (benefits.length >= MAX_BENEFITS) return setError(t`Up to ${MAX_BENEFITS} benefits`);
    setBenefits((list) => [...list, text]);
    setCustom('');
    setError(undefined);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter adds the typed benefit instead of submitting the whole step.
    event.preventDefault();
    addCustom();
  };

  const submit = () =>
    save.mutate(
      { id: job._id, data: { step: 'benefits', benefits } },
      {
        onSuccess: (res) => {
          store(res.data, res.message);
          void goNext(job._id);
        },
      },
    );

  return (
    <StepForm step="benefits" jobId={job._id} label={t`Benefits`} onSubmit={submit} saving={save.isPending}>
      <Stack gap="xs">
        <Text fw={600} fz="sm" id="benefits-label">
          <Trans>Benefits</Trans>
        </Text>
        <Text fz="xs" c="dimmed" mt={-6}>
          <Trans>Choose all that apply. Leave empty if you prefer not to list any.</Trans>
        </Text>
        <Chip.Group multiple value={benefits} onChange={setBenefits}>
          <Group gap="xs" role="group" aria-labelledby="benefits-label">
            {options.map((b) => (
              <Chip key={b} value={b} variant="outline">
                {b}
              </Chip>
            ))}
          </Group>
        </Chip.Group>
      </Stack>
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          style={{ flex: 1 }}
          label={t`Add your own`}
          placeholder={t`e.g. Annual team offsite`}
          maxLength={100}
          value={custom}
          onChange={(e) => setCustom(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
        />
        <Button variant="light" onClick={addCustom} mb={error ? 22 : 0}>
          <Trans>Add</Trans>
        </Button>
      </Group>
    </StepForm>
  );
}

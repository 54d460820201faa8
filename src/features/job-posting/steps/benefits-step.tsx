// Step 5: the benefits offered, from common ones or typed in, in the order chosen.
import { Button, Chip, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useCreateJobBenefits } from '@generated/api/jobs/jobs';
import type { Job } from '@generated/api/model';
import { useStoreDraft } from '../api/draft';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';

export const COMMON_BENEFITS = [
  'Health insurance',
  'Paid time off',
  'Flexible working hours',
  'Work from home allowance',
  'Learning budget',
  'Employee stock options',
  'Performance bonus',
  'Retirement plan',
  'Parental leave',
  'Meal allowance',
  'Commuter benefits',
  'Gym membership',
];

const MAX_BENEFITS = 30;

export function BenefitsStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="benefits" jobId={jobId} subtitle="what the job offers beyond pay.">
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

  const options = [...COMMON_BENEFITS, ...benefits.filter((b) => !COMMON_BENEFITS.includes(b))];

  const addCustom = () => {
    const text = custom.trim().replace(/\s+/g, ' ');
    if (text.length < 2) return setError('A benefit needs at least 2 characters');
    if (benefits.some((b) => b.toLowerCase() === text.toLowerCase())) return setError('That benefit is already added');
    if (benefits.length >= MAX_BENEFITS) return setError(`Up to ${MAX_BENEFITS} benefits`);
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
    <StepForm step="benefits" jobId={job._id} label="Benefits" onSubmit={submit} saving={save.isPending}>
      <Stack gap="xs">
        <Text fw={600} fz="sm" id="benefits-label">
          Benefits
        </Text>
        <Text fz="xs" c="dimmed" mt={-6}>
          Choose all that apply. Leave empty if you prefer not to list any.
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
          label="Add your own"
          placeholder="e.g. Annual team offsite"
          maxLength={100}
          value={custom}
          onChange={(e) => setCustom(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          error={error}
        />
        <Button variant="light" onClick={addCustom} mb={error ? 22 : 0}>
          Add
        </Button>
      </Group>
    </StepForm>
  );
}

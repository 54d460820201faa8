// Step 1: employment type, workplace type, category and position level. Saving the first time
// creates the draft; afterwards the same screen updates it. A used-up job quota (403 LIMIT_OVER)
// shows the server's message with "Upgrade plan".
import { t } from '@lingui/core/macro';
import { NativeSelect, Radio, SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { useCreateJobType, useUpdateJobType } from '@generated/api/job-posting/job-posting';
import { useListCategories, useListMasterItems } from '@generated/api/master-data/master-data';
import type { EmploymentType, Job, JobTypeInput, WorkplaceType } from '@generated/api/model';
import { LimitOverPrompt } from '@/lib/plans/limit-over';
import { useStoreDraft } from '../api/draft';
import { ChoiceCard } from '@/components/ui/choice-card';
import { employmentTypes, workplaceTypes } from '../flow/options';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';

export function JobTypeStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="job-type" jobId={jobId} subtitle={t`what kind of job you are hiring for.`}>
      {(job) => <JobTypeForm job={job} />}
    </StepLayout>
  );
}

type Errors = Partial<Record<'employmentType' | 'categoryId', string>>;

function JobTypeForm({ job }: { job: Job | null }) {
  const [employmentType, setEmploymentType] = useState<EmploymentType | ''>(job?.employmentType ?? '');
  const [workplaceType, setWorkplaceType] = useState<WorkplaceType>(job?.workplaceType ?? 'OFFICE');
  const [categoryId, setCategoryId] = useState(job?.category.id ?? '');
  const [positionLevelId, setPositionLevelId] = useState(job?.positionLevel?.id ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const categories = useListCategories({});
  const levels = useListMasterItems({ kind: 'position_level', limit: 50 });
  const create = useCreateJobType();
  const update = useUpdateJobType();
  const store = useStoreDraft();
  const goNext = useGoToNextStep('job-type');

  const submit = () => {
    const next: Errors = {};
    if (!employmentType) next.employmentType = t`Choose the type of employment`;
    if (!categoryId) next.categoryId = t`Choose a job category`;
    setErrors(next);
    if (!employmentType || !categoryId) return;
    const data: JobTypeInput = { employmentType, workplaceType, categoryId, positionLevelId: positionLevelId || null };
    const onSuccess = (res: { data: Job; message: string }) => {
      store(res.data, res.message);
      void goNext(res.data._id);
    };
    if (job) update.mutate({ id: job._id, data }, { onSuccess });
    else create.mutate({ data }, { onSuccess });
  };

  const categoryOptions = (categories.data?.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  const levelOptions = (levels.data?.data.items ?? []).map((l) => ({ value: l._id, label: l.nm }));

  return (
    <StepForm
      step="job-type"
      jobId={job?._id}
      label={t`Job type`}
      onSubmit={submit}
      saving={create.isPending || update.isPending}
    >
      <LimitOverPrompt error={create.error ?? update.error} feature="job_posting" />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <NativeSelect
          label={t`Type of employment`}
          withAsterisk
          value={employmentType}
          onChange={(e) => setEmploymentType(e.currentTarget.value as EmploymentType | '')}
          data={[{ value: '', label: t`Select…` }, ...employmentTypes()]}
          error={errors.employmentType}
        />
        <NativeSelect
          label={t`Job category`}
          withAsterisk
          value={categoryId}
          onChange={(e) => setCategoryId(e.currentTarget.value)}
          data={[{ value: '', label: categories.isPending ? t`Loading…` : t`Select…` }, ...categoryOptions]}
          error={errors.categoryId ?? (categories.isError ? t`Categories could not be loaded` : undefined)}
        />
      </SimpleGrid>
      <Radio.Group
        label={t`Workplace type`}
        value={workplaceType}
        onChange={(value) => setWorkplaceType(value as WorkplaceType)}
      >
        <SimpleGrid cols={{ base: 1, sm: 3 }} mt="xs">
          {workplaceTypes().map((w) => (
            <ChoiceCard key={w.value} value={w.value} label={w.label} hint={w.hint} />
          ))}
        </SimpleGrid>
      </Radio.Group>
      <NativeSelect
        label={t`Position level`}
        description={t`Optional`}
        value={positionLevelId}
        onChange={(e) => setPositionLevelId(e.currentTarget.value)}
        data={[{ value: '', label: t`Not specified` }, ...levelOptions]}
      />
    </StepForm>
  );
}

// Step 3: title, open positions, experience, qualification and salary, then the board's own
// questions about the job (its job_post form), saved with the job before the step moves on.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Checkbox, Chip, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ReactNode } from 'react';
import { useCreateJobHighlights } from '@generated/api/job-posting/job-posting';
import { useListSalaryRanges } from '@generated/api/jobs-discovery/jobs-discovery';
import { useListMasterItems } from '@generated/api/master-data/master-data';
import type { CurrencyCode, Job, JobLocation, JobSalaryPeriod } from '@generated/api/model';
import { useCustomFormHandle } from '@/components/custom-form';
import { isApiError } from '@/lib/api/api-error';
import { useFeature } from '@/lib/plans/use-feature';
import { NumberInput } from '@/components/ui/number-input';
import { useStoreDraft } from '../api/draft';
import { useJobPostFields, useSaveJobDetails } from '../api/job-details';
import { CURRENCY_CODES, salaryPeriods } from '../flow/options';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';
import {
  initialJobPostValues,
  toJobPostInput,
  validateJobPost,
  type Amount,
  type JobPostErrors,
  type JobPostValues,
} from './job-post-values';
import { JobDetailsFields } from './job-details-fields';
import { jobSlugProblem } from './job-address';
import { JobAddressField } from './job-address-field';
import { useJobAddressCheck } from './use-job-address-check';

/** What a hint beside the salary range is about (the route gives the salary insights' hint). */
export type SalaryHint = {
  title: string;
  categoryId: string | null;
  location: JobLocation | null;
  currencyCode: CurrencyCode;
  period: JobSalaryPeriod;
  onUseRange: (min: number, max: number) => void;
};

type StepProps = { jobId?: string; renderSalaryHint?: (hint: SalaryHint) => ReactNode };

export function JobPostStep({ jobId, renderSalaryHint }: StepProps) {
  return (
    <StepLayout step="job-post" jobId={jobId} subtitle={t`the title, openings, experience and pay.`}>
      {(job) => (job ? <JobPostForm job={job} renderSalaryHint={renderSalaryHint} /> : null)}
    </StepLayout>
  );
}

function amount(value: string | number): Amount {
  return typeof value === 'number' ? value : value === '' ? '' : Number(value);
}

function JobPostForm({ job, renderSalaryHint }: { job: Job; renderSalaryHint?: StepProps['renderSalaryHint'] }) {
  const [values, setValues] = useState<JobPostValues>(() => initialJobPostValues(job));
  const [errors, setErrors] = useState<JobPostErrors>({});
  const set = <K extends keyof JobPostValues>(key: K, value: JobPostValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));

  const qualifications = useListMasterItems({ kind: 'qualification', limit: 50 });
  const brackets = useListSalaryRanges({ currencyCode: values.currencyCode });
  const save = useCreateJobHighlights();
  const store = useStoreDraft();
  const goNext = useGoToNextStep('job-post');
  const board = useJobPostFields();
  const [details, setDetails] = useState<Record<string, unknown>>(() => ({ ...job.formValues?.values }));
  const { attach, handle, ready: detailsShown } = useCustomFormHandle();
  const saveDetails = useSaveJobDetails();
  const asked = board.fields.length > 0;
  // The job's own address, for plans that include it (otherwise the server makes it from the title).
  const customSlug = useFeature('job_slug_custom').allowed;
  const [slug, setSlug] = useState(job.slug ?? '');
  const [slugError, setSlugError] = useState<string>();
  const addressCheck = useJobAddressCheck(job._id, customSlug ? slug : '', job.slug ?? null);
  const newSlug = customSlug && slug.trim() && slug.trim() !== job.slug ? slug.trim() : undefined;

  const submit = async () => {
    const next = validateJobPost(values);
    setErrors(next);
    const addressProblem = newSlug ? jobSlugProblem(newSlug) : undefined;
    setSlugError(addressProblem);
    // Every part is checked, so every message shows at once.
    const detailsOk = !asked || (handle.current?.validate() ?? false);
    const addressOk = !addressProblem && addressCheck !== 'taken';
    if (Object.keys(next).length || !detailsOk || !addressOk || handle.current?.isUploading()) return;
    if (asked) {
      try {
        await saveDetails.saveFor(job._id, details);
      } catch {
        // The server's message (naming the field) is shown by the API seam; the step stays.
        return;
      }
    }
    save.mutate(
      { id: job._id, data: { ...toJobPostInput(values), ...(newSlug ? { slug: newSlug } : {}) } },
      {
        onSuccess: (res) => {
          store(res.data, res.message);
          void goNext(job._id);
        },
        // Another job took the address after it was checked.
        onError: (e) => {
          if (newSlug && isApiError(e) && e.status === 409)
            setSlugError(t`Another job of this board already uses this address`);
        },
      },
    );
  };

  const qualificationOptions = (qualifications.data?.data.items ?? []).map((q) => ({ value: q._id, label: q.nm }));
  const ranges = brackets.data?.data.ranges ?? [];
  const chosenRange = ranges.find((r) => r.min === values.salaryMin && r.max === values.salaryMax)?._id ?? null;

  return (
    <StepForm
      step="job-post"
      jobId={job._id}
      label={t`Job post`}
      onSubmit={() => void submit()}
      // The board's questions load with the screen; saving waits for them so none is skipped.
      saving={save.isPending || saveDetails.isPending || !board.ready || (asked && !detailsShown)}
    >
      <TextInput
        label={t`Job title`}
        withAsterisk
        placeholder={t`e.g. Senior Frontend Engineer`}
        maxLength={120}
        value={values.title}
        onChange={(e) => set('title', e.currentTarget.value)}
        error={errors.title}
      />
      {customSlug ? (
        <JobAddressField
          value={slug}
          onChange={(next) => {
            setSlug(next);
            setSlugError(undefined);
          }}
          state={addressCheck}
          error={slugError}
        />
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="lg">
        <NumberInput
          label={t`Open positions`}
          withAsterisk
          min={1}
          max={1000}
          allowDecimal={false}
          value={values.vacancies}
          onChange={(v) => set('vacancies', amount(v))}
          error={errors.vacancies}
        />
        <NumberInput
          label={t`Experience from (years)`}
          withAsterisk
          min={0}
          max={50}
          allowDecimal={false}
          value={values.experienceMin}
          onChange={(v) => set('experienceMin', amount(v))}
          error={errors.experienceMin}
        />
        <NumberInput
          label={t`Experience up to (years)`}
          withAsterisk
          min={0}
          max={50}
          allowDecimal={false}
          value={values.experienceMax}
          onChange={(v) => set('experienceMax', amount(v))}
          error={errors.experienceMax}
        />
      </SimpleGrid>
      <NativeSelect
        label={t`Minimum qualification`}
        description={t`Optional`}
        value={values.qualificationId}
        onChange={(e) => set('qualificationId', e.currentTarget.value)}
        data={[{ value: '', label: t`Not specified` }, ...qualificationOptions]}
      />
      <Fieldset legend={t`Salary (optional)`} radius="md">
        <Stack gap="md">
          <SimpleGrid cols={{ base: 2, sm: 2 }} spacing="md">
            <NativeSelect
              label={t`Currency`}
              value={values.currencyCode}
              onChange={(e) => set('currencyCode', e.currentTarget.value as CurrencyCode)}
              data={CURRENCY_CODES}
            />
            <NativeSelect
              label={t`Paid`}
              value={values.period}
              onChange={(e) => set('period', e.currentTarget.value as JobSalaryPeriod)}
              data={salaryPeriods()}
            />
          </SimpleGrid>
          {ranges.length ? (
            <Stack gap={6}>
              <Text fz="sm" fw={600} id="salary-brackets">
                <Trans>Common brackets</Trans>
              </Text>
              <Chip.Group
                value={chosenRange}
                onChange={(id) => {
                  const range = ranges.find((r) => r._id === id);
                  if (!range) return;
                  setValues((v) => ({ ...v, salaryMin: range.min, salaryMax: range.max ?? '' }));
                }}
              >
                <Group gap="xs" role="radiogroup" aria-labelledby="salary-brackets">
                  {ranges.map((r) => (
                    <Chip key={r._id} value={r._id} size="sm" variant="outline">
                      {r.label}
                    </Chip>
                  ))}
                </Group>
              </Chip.Group>
            </Stack>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <NumberInput
              label={t`Minimum salary`}
              min={0}
              thousandSeparator=","
              value={values.salaryMin}
              onChange={(v) => set('salaryMin', amount(v))}
              error={errors.salaryMin}
            />
            <NumberInput
              label={t`Maximum salary`}
              min={0}
              thousandSeparator=","
              value={values.salaryMax}
              onChange={(v) => set('salaryMax', amount(v))}
              error={errors.salaryMax}
            />
          </SimpleGrid>
          {renderSalaryHint?.({
            title: values.title,
            categoryId: job.category?.id ?? null,
            location: job.location ?? null,
            currencyCode: values.currencyCode,
            period: values.period,
            onUseRange: (min, max) => setValues((v) => ({ ...v, salaryMin: min, salaryMax: max })),
          })}
          <Checkbox
            label={t`Show the salary to candidates`}
            checked={values.isSalaryVisible}
            onChange={(e) => set('isSalaryVisible', e.currentTarget.checked)}
          />
        </Stack>
      </Fieldset>
      {asked ? (
        <JobDetailsFields fields={board.fields} value={details} onChange={setDetails} handleRef={attach} />
      ) : null}
    </StepForm>
  );
}

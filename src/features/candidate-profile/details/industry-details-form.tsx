// Industry details and skills (candidate-profile/industry-details/{id}): industry and job domain
// from the master data, a fresher switch (a fresher has no experience to state), total experience,
// current and expected yearly salary in one currency, notice period, and the skills.
import { Button, Group, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useId, useState, type FormEvent } from 'react';
import { useUpdateCandidateIndustryDetails } from '@generated/api/candidate-profile/candidate-profile';
import { CurrencyCode, type CandidateProfile, type IdName, type ProfileSkill } from '@generated/api/model';
import { constants } from '@generated/manifest';
import { NumberInput } from '@/components/ui/number-input';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { FormFailure } from '../components/form-failure';
import { MasterSelect } from './master-select';
import { LIMITS, only } from './rules';
import { SkillsInput } from './skills-input';

type Amount = number | '';
type Values = {
  industry: IdName | null;
  jobDomain: IdName | null;
  isFresher: boolean;
  experienceYears: Amount;
  experienceMonths: Amount;
  currentSalary: Amount;
  expectedSalary: Amount;
  salaryCurrency: CurrencyCode;
  noticePeriodDays: Amount;
  skillIds: ProfileSkill[];
};
type Key =
  | 'industryId'
  | 'jobDomainId'
  | 'experienceYears'
  | 'experienceMonths'
  | 'currentSalary'
  | 'expectedSalary'
  | 'salaryCurrency'
  | 'noticePeriodDays'
  | 'skillIds';
type Errors = Partial<Record<Key, string>>;
const FIELDS: readonly Key[] = [
  'industryId',
  'jobDomainId',
  'experienceYears',
  'experienceMonths',
  'currentSalary',
  'expectedSalary',
  'salaryCurrency',
  'noticePeriodDays',
  'skillIds',
];
const CURRENCIES = Object.values(CurrencyCode);

const amount = (v: number | null | undefined): Amount => (typeof v === 'number' ? v : '');
const sent = (v: Amount): number | null => (v === '' ? null : v);
const asAmount = (v: string | number): Amount => (typeof v === 'number' ? v : v === '' ? '' : Number(v));

function initial(profile: CandidateProfile): Values {
  return {
    industry: profile.industry ?? null,
    jobDomain: profile.jobDomain ?? null,
    isFresher: profile.isFresher,
    experienceYears: amount(profile.experienceYears),
    experienceMonths: amount(profile.experienceMonths),
    currentSalary: amount(profile.currentSalary),
    expectedSalary: amount(profile.expectedSalary),
    salaryCurrency: profile.salaryCurrency ?? (constants.currency.defaultCode as CurrencyCode),
    noticePeriodDays: amount(profile.noticePeriodDays),
    skillIds: profile.skillIds,
  };
}

type Props = {
  profile: CandidateProfile;
  submitLabel?: string;
  onSaved: (profile: CandidateProfile, message: string) => void;
};

export function IndustryDetailsForm({ profile, submitLabel = 'Save industry details', onSaved }: Props) {
  const [values, setValues] = useState<Values>(() => initial(profile));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateCandidateIndustryDetails({ request: SILENT });
  const experienceId = useId();
  const set = <K extends keyof Values>(key: K, value: Values[K], field?: Key) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = only({
      industryId: values.industry ? null : 'Choose your industry',
      jobDomainId: values.jobDomain ? null : 'Choose your job domain',
      experienceYears: null,
      experienceMonths: null,
      currentSalary: null,
      expectedSalary: null,
      salaryCurrency: null,
      noticePeriodDays: null,
      skillIds: values.skillIds.length ? null : 'Add at least one skill',
    });
    setErrors(found);
    if (Object.keys(found).length || !values.industry || !values.jobDomain) return;
    save.mutate(
      {
        id: profile._id,
        data: {
          industryId: values.industry.id,
          jobDomainId: values.jobDomain.id,
          isFresher: values.isFresher,
          // A fresher has no experience: the server takes 0 or nothing.
          experienceYears: values.isFresher ? 0 : sent(values.experienceYears),
          experienceMonths: values.isFresher ? 0 : sent(values.experienceMonths),
          currentSalary: values.isFresher ? null : sent(values.currentSalary),
          expectedSalary: sent(values.expectedSalary),
          salaryCurrency: values.salaryCurrency,
          noticePeriodDays: sent(values.noticePeriodDays),
          skillIds: values.skillIds,
        },
      },
      {
        onSuccess: (res) => onSaved(res.data, res.message || 'Industry details saved'),
        onError: (error) => setErrors(fieldErrorsOf(error, FIELDS)),
      },
    );
  };

  const fieldErrorShown = Object.values(errors).some(Boolean);
  const currency = (
    <NativeSelect
      aria-label="Salary currency"
      name="salaryCurrency"
      value={values.salaryCurrency}
      onChange={(e) => set('salaryCurrency', e.currentTarget.value as CurrencyCode, 'salaryCurrency')}
      data={CURRENCIES}
      variant="unstyled"
      w={84}
      styles={{ input: { fontWeight: 500, paddingLeft: 10 } }}
    />
  );

  return (
    <form aria-label="Industry details and skills" onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MasterSelect
            kind="industry"
            label="Industry"
            name="industryId"
            plural="industries"
            required
            value={values.industry}
            onChange={(v) => set('industry', v, 'industryId')}
            error={errors.industryId}
          />
          <MasterSelect
            kind="job_domain"
            label="Job domain"
            name="jobDomainId"
            plural="job domains"
            required
            value={values.jobDomain}
            onChange={(v) => set('jobDomain', v, 'jobDomainId')}
            error={errors.jobDomainId}
          />
        </SimpleGrid>
        <Switch
          label="I am a fresher"
          description="No work experience yet; your experience section then counts as complete."
          checked={values.isFresher}
          onChange={(e) => set('isFresher', e.currentTarget.checked)}
        />
        {values.isFresher ? null : (
          <div>
            <Text fz="sm" fw={500} id={experienceId} mb={4}>
              Total experience
            </Text>
            <SimpleGrid cols={2} spacing="md" role="group" aria-labelledby={experienceId}>
              <NumberInput
                label="Years"
                name="experienceYears"
                min={0}
                max={LIMITS.experienceYears}
                allowDecimal={false}
                clampBehavior="strict"
                value={values.experienceYears}
                onChange={(v) => set('experienceYears', asAmount(v), 'experienceYears')}
                error={errors.experienceYears}
              />
              <NumberInput
                label="Months"
                name="experienceMonths"
                min={0}
                max={11}
                allowDecimal={false}
                clampBehavior="strict"
                value={values.experienceMonths}
                onChange={(v) => set('experienceMonths', asAmount(v), 'experienceMonths')}
                error={errors.experienceMonths}
              />
            </SimpleGrid>
          </div>
        )}
        <SimpleGrid cols={{ base: 1, sm: values.isFresher ? 2 : 3 }} spacing="md">
          {values.isFresher ? null : (
            <NumberInput
              label="Current yearly salary"
              name="currentSalary"
              min={0}
              max={LIMITS.salary}
              thousandSeparator=","
              clampBehavior="strict"
              value={values.currentSalary}
              onChange={(v) => set('currentSalary', asAmount(v), 'currentSalary')}
              rightSection={currency}
              rightSectionWidth={84}
              error={errors.currentSalary}
            />
          )}
          <NumberInput
            label="Expected yearly salary"
            name="expectedSalary"
            min={0}
            max={LIMITS.salary}
            thousandSeparator=","
            clampBehavior="strict"
            value={values.expectedSalary}
            onChange={(v) => set('expectedSalary', asAmount(v), 'expectedSalary')}
            rightSection={
              values.isFresher ? (
                currency
              ) : (
                <Text fz="sm" c="dimmed" pr="sm">
                  {values.salaryCurrency}
                </Text>
              )
            }
            rightSectionWidth={84}
            error={errors.expectedSalary}
          />
          <NumberInput
            label="Notice period (days)"
            name="noticePeriodDays"
            description="0 if you can join at once"
            min={0}
            max={LIMITS.noticeDays}
            allowDecimal={false}
            clampBehavior="strict"
            value={values.noticePeriodDays}
            onChange={(v) => set('noticePeriodDays', asAmount(v), 'noticePeriodDays')}
            error={errors.noticePeriodDays}
          />
        </SimpleGrid>
        <SkillsInput value={values.skillIds} onChange={(v) => set('skillIds', v, 'skillIds')} error={errors.skillIds} />
        <FormFailure error={save.error} shownOnFields={fieldErrorShown} />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            {submitLabel}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

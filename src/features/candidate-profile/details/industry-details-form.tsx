// Industry details and skills (candidate-profile/industry-details/{id}): industry and job domain
// from the master data, a fresher switch (a fresher has no experience to state), total experience,
// current and expected yearly salary in one currency, notice period, and the skills.
import { t } from '@lingui/core/macro';
import { Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, Switch, Text } from '@mantine/core';
import { useState, type FormEvent } from 'react';
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

/** The currency beside an amount, for sighted users; the currency field itself is labelled. */
function CurrencyTag({ code }: { code: string }) {
  return (
    <Text fz="xs" c="dimmed" fw={500} aria-hidden>
      {code}
    </Text>
  );
}

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

export function IndustryDetailsForm({ profile, submitLabel = t`Save industry details`, onSaved }: Props) {
  const [values, setValues] = useState<Values>(() => initial(profile));
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateCandidateIndustryDetails({ request: SILENT });
  const set = <K extends keyof Values>(key: K, value: Values[K], field?: Key) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (field && errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = only({
      industryId: values.industry ? null : t`Choose your industry`,
      jobDomainId: values.jobDomain ? null : t`Choose your job domain`,
      experienceYears: null,
      experienceMonths: null,
      currentSalary: null,
      expectedSalary: null,
      salaryCurrency: null,
      noticePeriodDays: null,
      skillIds: values.skillIds.length ? null : t`Add at least one skill`,
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
        onSuccess: (res) => onSaved(res.data, res.message || t`Industry details saved`),
        onError: (error) => setErrors(fieldErrorsOf(error, FIELDS)),
      },
    );
  };

  const fieldErrorShown = Object.values(errors).some(Boolean);

  return (
    <form aria-label={t`Industry details and skills`} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <MasterSelect
            kind="industry"
            label={t`Industry`}
            name="industryId"
            placeholder={t`Type to search industries`}
            nothingFound={t`No matching industries`}
            required
            value={values.industry}
            onChange={(v) => set('industry', v, 'industryId')}
            error={errors.industryId}
          />
          <MasterSelect
            kind="job_domain"
            label={t`Job domain`}
            name="jobDomainId"
            placeholder={t`Type to search job domains`}
            nothingFound={t`No matching job domains`}
            required
            value={values.jobDomain}
            onChange={(v) => set('jobDomain', v, 'jobDomainId')}
            error={errors.jobDomainId}
          />
        </SimpleGrid>
        <Switch
          label={t`I am a fresher`}
          description={t`No work experience yet; your experience section then counts as complete.`}
          checked={values.isFresher}
          onChange={(e) => set('isFresher', e.currentTarget.checked)}
        />
        {values.isFresher ? null : (
          <Fieldset
            legend={t`Total experience`}
            variant="unstyled"
            styles={{
              root: { padding: 0, margin: 0, border: 0, minWidth: 0 },
              legend: { padding: 0, marginBottom: 6, fontSize: 'var(--mantine-font-size-sm)', fontWeight: 600 },
            }}
          >
            {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS length */}
            <SimpleGrid cols={2} spacing="md" maw={{ sm: 'calc(50% - var(--mantine-spacing-md) / 2)' }}>
              <NumberInput
                label={t`Years`}
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
                label={t`Months`}
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
          </Fieldset>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t`Salary currency`}
            name="salaryCurrency"
            value={values.salaryCurrency}
            onChange={(e) => set('salaryCurrency', e.currentTarget.value as CurrencyCode, 'salaryCurrency')}
            data={CURRENCIES}
            error={errors.salaryCurrency}
          />
          <NumberInput
            label={t`Notice period (days)`}
            name="noticePeriodDays"
            placeholder={t`0 if you can join at once`}
            min={0}
            max={LIMITS.noticeDays}
            allowDecimal={false}
            clampBehavior="strict"
            value={values.noticePeriodDays}
            onChange={(v) => set('noticePeriodDays', asAmount(v), 'noticePeriodDays')}
            error={errors.noticePeriodDays}
          />
          {values.isFresher ? null : (
            <NumberInput
              label={t`Current yearly salary`}
              name="currentSalary"
              min={0}
              max={LIMITS.salary}
              thousandSeparator=","
              clampBehavior="strict"
              value={values.currentSalary}
              onChange={(v) => set('currentSalary', asAmount(v), 'currentSalary')}
              rightSection={<CurrencyTag code={values.salaryCurrency} />}
              rightSectionWidth={56}
              error={errors.currentSalary}
            />
          )}
          <NumberInput
            label={t`Expected yearly salary`}
            name="expectedSalary"
            min={0}
            max={LIMITS.salary}
            thousandSeparator=","
            clampBehavior="strict"
            value={values.expectedSalary}
            onChange={(v) => set('expectedSalary', asAmount(v), 'expectedSalary')}
            rightSection={<CurrencyTag code={values.salaryCurrency} />}
            rightSectionWidth={56}
            error={errors.expectedSalary}
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

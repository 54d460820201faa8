// Basic details (candidate-profile/basic-details/{id}): full name, mobile number with its country
// code, and the one-line headline shown under the name. The e-mail is the login and is shown only.
import { t } from '@lingui/core/macro';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useUpdateCandidateBasicDetails } from '@generated/api/candidate-profile/candidate-profile';
import type { CandidateProfile } from '@generated/api/model';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { isApiError } from '@/lib/api/api-error';
import { SILENT } from '@/lib/api/http';
import { DIAL_CODES, defaultDialCode } from '@/lib/phone/dial-codes';
import { LockIcon } from '@/components/ui/icons';
import { FormFailure } from '../components/form-failure';
import { LIMITS, dialCodeProblem, mobileProblem, nameProblem, only } from './rules';

type Values = { name: string; countryCode: string; mobNo: string; headline: string };
type Errors = Partial<Record<keyof Values, string>>;
const FIELDS = ['name', 'countryCode', 'mobNo', 'headline'] as const;

type Props = {
  profile: CandidateProfile;
  submitLabel?: string;
  onSaved: (profile: CandidateProfile, message: string) => void;
};

export function BasicDetailsForm({ profile, submitLabel = t`Save basic details`, onSaved }: Props) {
  const [values, setValues] = useState<Values>({
    name: profile.name,
    countryCode: profile.countryCode ?? defaultDialCode(),
    mobNo: profile.mobNo ?? '',
    headline: profile.headline ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateCandidateBasicDetails({ request: SILENT });
  const set = (key: keyof Values, value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  const codes = DIAL_CODES.some((d) => d.code === values.countryCode)
    ? DIAL_CODES
    : [{ code: values.countryCode, label: values.countryCode, regions: [] }, ...DIAL_CODES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = only({
      name: nameProblem(values.name),
      countryCode: dialCodeProblem(values.countryCode),
      mobNo: mobileProblem(values.mobNo),
      headline: null,
    });
    setErrors(found);
    if (Object.keys(found).length) return;
    save.mutate(
      {
        id: profile._id,
        data: {
          name: values.name.trim(),
          countryCode: values.countryCode,
          mobNo: values.mobNo,
          headline: values.headline.trim() || null,
        },
      },
      {
        onSuccess: (res) => onSaved(res.data, res.message || t`Basic details saved`),
        onError: (error) => {
          // 409: the number belongs to another candidate of this board.
          if (isApiError(error) && error.status === 409)
            return setErrors({ mobNo: error.message || t`This mobile number is already in use` });
          setErrors(fieldErrorsOf(error, FIELDS, { name: 'Use letters only, with a single space between names' }));
        },
      },
    );
  };

  const fieldErrorShown = Object.values(errors).some(Boolean);
  return (
    <form aria-label={t`Basic details`} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <TextInput
            label={t`Full name`}
            withAsterisk
            name="name"
            autoComplete="name"
            maxLength={LIMITS.name}
            value={values.name}
            onChange={(e) => set('name', e.currentTarget.value)}
            error={errors.name}
          />
          <TextInput
            label={t`E-mail (your login)`}
            value={profile.email}
            readOnly
            variant="filled"
            rightSection={<LockIcon size={16} />}
          />
          <NativeSelect
            label={t`Country code`}
            name="countryCode"
            value={values.countryCode}
            onChange={(e) => set('countryCode', e.currentTarget.value)}
            data={codes.map((d) => ({ value: d.code, label: `${d.label} (${d.code})` }))}
            error={errors.countryCode}
          />
          <TextInput
            label={t`Mobile number`}
            withAsterisk
            name="mobNo"
            autoComplete="tel-national"
            inputMode="numeric"
            maxLength={15}
            value={values.mobNo}
            onChange={(e) => set('mobNo', e.currentTarget.value.replace(/\D/g, ''))}
            error={errors.mobNo}
          />
        </SimpleGrid>
        <TextInput
          label={t`Headline`}
          name="headline"
          description={t`One line under your name, e.g. “Frontend engineer, React and TypeScript”.`}
          maxLength={LIMITS.headline}
          value={values.headline}
          onChange={(e) => set('headline', e.currentTarget.value)}
          error={errors.headline}
        />
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

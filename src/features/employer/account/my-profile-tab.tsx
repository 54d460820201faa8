// Tab 1, my profile: the signed-in person's own details (employer-profile/personal-details/{id}).
// The e-mail is the login and is not changed here.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { getGetEmployerQueryKey, useUpdateEmployerPersonalDetails } from '@generated/api/employer/employer';
import type { Employer } from '@generated/api/model';
import { DIAL_CODES } from '@/lib/phone/dial-codes';
import { toast } from '@/lib/toast/toast';
import { designationError, mobileError, nameError } from '../shared/person-rules';

type Values = { firstName: string; lastName: string; countryCode: string; mobNo: string; designation: string };
type Errors = Partial<Record<keyof Values, string>>;

export function MyProfileTab({ employer }: { employer: Employer }) {
  const client = useQueryClient();
  const [values, setValues] = useState<Values>({
    firstName: employer.firstName,
    lastName: employer.lastName,
    countryCode: employer.countryCode ?? '+91',
    mobNo: employer.mobNo ?? '',
    designation: employer.designation ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const save = useUpdateEmployerPersonalDetails();
  const set = (key: keyof Values, value: string) => setValues((v) => ({ ...v, [key]: value }));
  const codes = DIAL_CODES.some((d) => d.code === values.countryCode)
    ? DIAL_CODES
    : [{ code: values.countryCode, label: values.countryCode, regions: [] }, ...DIAL_CODES];

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {
      firstName: nameError(values.firstName, t`first name`),
      lastName: nameError(values.lastName, t`last name`),
      mobNo: mobileError(values.mobNo, true),
      designation: designationError(values.designation, false),
    };
    const bad = Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Errors;
    setErrors(bad);
    if (Object.keys(bad).length) return;
    save.mutate(
      {
        id: employer._id,
        data: {
          firstName: values.firstName.trim(),
          lastName: values.lastName.trim(),
          countryCode: values.countryCode,
          mobNo: values.mobNo.trim(),
          designation: values.designation.trim() || null,
          avatar: employer.avatar ?? null,
        },
      },
      {
        onSuccess: (res) => {
          client.setQueryData(getGetEmployerQueryKey(), res);
          toast(res.message || t`Personal details updated`);
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <form aria-label={t`My profile`} onSubmit={submit} noValidate>
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={t`First name`}
              withAsterisk
              maxLength={50}
              value={values.firstName}
              onChange={(e) => set('firstName', e.currentTarget.value)}
              error={errors.firstName}
            />
            <TextInput
              label={t`Last name`}
              withAsterisk
              maxLength={50}
              value={values.lastName}
              onChange={(e) => set('lastName', e.currentTarget.value)}
              error={errors.lastName}
            />
            <TextInput
              label={t`E-mail`}
              value={employer.email}
              readOnly
              description={t`Your login; it cannot be changed here.`}
            />
            <TextInput
              label={t`Job title`}
              maxLength={100}
              value={values.designation}
              onChange={(e) => set('designation', e.currentTarget.value)}
              error={errors.designation}
            />
            <NativeSelect
              label={t`Country code`}
              value={values.countryCode}
              onChange={(e) => set('countryCode', e.currentTarget.value)}
              data={codes.map((d) => ({ value: d.code, label: `${d.label} (${d.code})` }))}
            />
            <TextInput
              label={t`Mobile number`}
              withAsterisk
              inputMode="numeric"
              maxLength={15}
              value={values.mobNo}
              onChange={(e) => set('mobNo', e.currentTarget.value.replace(/\D/g, ''))}
              error={errors.mobNo}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={save.isPending}>
              <Trans>Save changes</Trans>
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

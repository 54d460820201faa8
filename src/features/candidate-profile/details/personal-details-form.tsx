// Personal details (candidate-profile/personal-details/{id}), sent in the flat form: gender from
// the gender master data, country, state and city from the places lists, date of birth (at least
// 14 years ago), a longer introduction and the LinkedIn address.
import { t } from '@lingui/core/macro';
import { Button, Group, NativeSelect, Select, SimpleGrid, Stack, TextInput, Textarea } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useUpdateCandidatePersonalDetails } from '@generated/api/candidate-profile/candidate-profile';
import { useListMasterItems } from '@generated/api/master-data/master-data';
import type { CandidateProfile, CandidateProfileFlat } from '@generated/api/model';
import { fieldErrorsOf } from '@/lib/api/field-errors';
import { SILENT } from '@/lib/api/http';
import { STALE } from '@/lib/query/query-client';
import { DayField } from '../components/date-fields';
import { FormFailure } from '../components/form-failure';
import { toFlat } from './flat';
import { usePlaces } from './places';
import { LIMITS, birthDateProblem, latestBirthDate, linkedInProblem, only } from './rules';

type Values = CandidateProfileFlat & { dateOfBirth: string | null; about: string; linkedIn: string };
type Key = 'genderId' | 'countryId' | 'stateId' | 'cityId' | 'dateOfBirth' | 'about' | 'linkedIn';
type Errors = Partial<Record<Key, string>>;
const FIELDS: readonly Key[] = ['genderId', 'countryId', 'stateId', 'cityId', 'dateOfBirth', 'about', 'linkedIn'];

type Props = {
  profile: CandidateProfile;
  submitLabel?: string;
  onSaved: (profile: CandidateProfile, message: string) => void;
};

export function PersonalDetailsForm({ profile, submitLabel = t`Save personal details`, onSaved }: Props) {
  const [values, setValues] = useState<Values>({
    ...toFlat(profile),
    dateOfBirth: profile.dateOfBirth ?? null,
    about: profile.about ?? '',
    linkedIn: profile.linkedIn ?? '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [citySearch, setCitySearch] = useState(values.cityNm ?? '');
  const places = usePlaces(values, citySearch);
  const genders = useListMasterItems({ kind: 'gender', limit: 50 }, { query: { staleTime: STALE.long } });
  const genderItems = genders.data?.data.items ?? [];
  const save = useUpdateCandidatePersonalDetails({ request: SILENT });

  const change = (next: Partial<Values>, cleared: Key[]) => {
    setValues((v) => ({ ...v, ...next }));
    if (cleared.some((k) => errors[k]))
      setErrors((e) => ({ ...e, ...Object.fromEntries(cleared.map((k) => [k, undefined])) }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = only({
      genderId: values.genderId ? null : t`Choose your gender`,
      countryId: values.countryId ? null : t`Choose your country`,
      stateId: null,
      cityId: values.cityId ? null : t`Choose your city`,
      dateOfBirth: birthDateProblem(values.dateOfBirth),
      about: null,
      linkedIn: linkedInProblem(values.linkedIn),
    });
    setErrors(found);
    if (Object.keys(found).length || !values.genderId || !values.countryId || !values.cityId) return;
    save.mutate(
      {
        id: profile._id,
        data: {
          genderId: values.genderId,
          ...(values.genderNm ? { genderNm: values.genderNm } : {}),
          countryId: values.countryId,
          ...(values.countryNm ? { countryNm: values.countryNm } : {}),
          stateId: values.stateId,
          stateNm: values.stateId ? values.stateNm : null,
          cityId: values.cityId,
          ...(values.cityNm ? { cityNm: values.cityNm } : {}),
          dateOfBirth: values.dateOfBirth,
          about: values.about.trim() || null,
          linkedIn: values.linkedIn.trim() || null,
        },
      },
      {
        onSuccess: (res) => onSaved(res.data, res.message || t`Personal details saved`),
        onError: (error) =>
          setErrors(
            fieldErrorsOf(error, FIELDS, {
              linkedIn: t`Paste your profile address, e.g. https://www.linkedin.com/in/your-name`,
            }),
          ),
      },
    );
  };

  const genderOptions = genderItems.map((g) => ({ value: g._id, label: g.nm }));
  if (values.genderId && !genderOptions.some((o) => o.value === values.genderId))
    genderOptions.unshift({ value: values.genderId, label: values.genderNm ?? values.genderId });
  const fieldErrorShown = Object.values(errors).some(Boolean);

  return (
    <form aria-label={t`Personal details`} onSubmit={submit} noValidate>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <NativeSelect
            label={t`Gender`}
            withAsterisk
            name="genderId"
            value={values.genderId ?? ''}
            onChange={(e) => {
              const id = e.currentTarget.value || null;
              change({ genderId: id, genderNm: genderOptions.find((o) => o.value === id)?.label ?? null }, [
                'genderId',
              ]);
            }}
            data={[{ value: '', label: genders.isPending ? t`Loading…` : t`Select…` }, ...genderOptions]}
            error={errors.genderId}
          />
          <DayField
            label={t`Date of birth`}
            name="dateOfBirth"
            value={values.dateOfBirth}
            onChange={(dateOfBirth) => change({ dateOfBirth }, ['dateOfBirth'])}
            maxDate={latestBirthDate()}
            description={t`You must be at least 14 years old.`}
            error={errors.dateOfBirth}
          />
          <NativeSelect
            label={t`Country`}
            withAsterisk
            name="countryId"
            value={values.countryId ?? ''}
            onChange={(e) => {
              const id = e.currentTarget.value || null;
              const nm = places.countryOptions.find((o) => o.value === id)?.label ?? null;
              change({ countryId: id, countryNm: nm, stateId: null, stateNm: null, cityId: null, cityNm: null }, [
                'countryId',
                'stateId',
                'cityId',
              ]);
              setCitySearch('');
            }}
            data={[{ value: '', label: places.countriesLoading ? t`Loading…` : t`Select…` }, ...places.countryOptions]}
            error={errors.countryId}
          />
          <NativeSelect
            label={t`State or region`}
            name="stateId"
            value={values.stateId ?? ''}
            disabled={!values.countryId}
            onChange={(e) => {
              const id = e.currentTarget.value || null;
              const nm = places.stateOptions.find((o) => o.value === id)?.label ?? null;
              change({ stateId: id, stateNm: nm, cityId: null, cityNm: null }, ['stateId', 'cityId']);
              setCitySearch('');
            }}
            data={[
              { value: '', label: places.stateOptions.length ? t`Any state` : t`No states` },
              ...places.stateOptions,
            ]}
            error={errors.stateId}
          />
          <Select
            label="City"
            withAsterisk
            name="cityId"
            placeholder={values.countryId ? 'Type to search cities' : 'Choose a country first'}
            disabled={!values.countryId}
            searchable
            data={places.cityOptions}
            value={values.cityId}
            searchValue={citySearch}
            onSearchChange={setCitySearch}
            filter={({ options }) => options}
            nothingFoundMessage={places.citiesFetching ? 'Searching…' : 'No matching cities'}
            onChange={(id) => {
              const item = places.cityItems.find((c) => c._id === id);
              change(
                item
                  ? {
                      cityId: item._id,
                      cityNm: item.name,
                      ...(values.stateId || !item.stateId
                        ? {}
                        : { stateId: item.stateId, stateNm: item.stateName ?? null }),
                    }
                  : { cityId: null, cityNm: null },
                ['cityId'],
              );
            }}
            error={errors.cityId}
          />
          <TextInput
            label={t`LinkedIn profile`}
            name="linkedIn"
            type="url"
            placeholder="https://www.linkedin.com/in/your-name"
            maxLength={LIMITS.linkedIn}
            value={values.linkedIn}
            onChange={(e) => change({ linkedIn: e.currentTarget.value }, ['linkedIn'])}
            error={errors.linkedIn}
          />
        </SimpleGrid>
        <Textarea
          label={t`About you`}
          name="about"
          description={t`A few lines on what you do and what you are looking for.`}
          autosize
          minRows={3}
          maxRows={10}
          maxLength={LIMITS.about}
          value={values.about}
          onChange={(e) => change({ about: e.currentTarget.value }, ['about'])}
          error={errors.about}
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

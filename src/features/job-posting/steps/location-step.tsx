// Step 4: work from home (optionally limited to a country) or a city with its state and country,
// picked from the places lists so that every id exists.
import { t } from '@lingui/core/macro';
import { NativeSelect, Radio, Select, SimpleGrid, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateJobLocation } from '@generated/api/job-posting/job-posting';
import { useListCountries, useListStates } from '@generated/api/master-data/master-data';
import { useCitySearch } from '@/lib/places/city-search';
import type { Job, JobLocationType } from '@generated/api/model';
import { useStoreDraft } from '../api/draft';
import { ChoiceCard } from '@/components/ui/choice-card';
import { StepForm } from '../flow/step-form';
import { StepLayout } from '../flow/step-layout';
import { useGoToNextStep } from '../flow/use-step-navigation';

export function LocationStep({ jobId }: { jobId?: string }) {
  return (
    <StepLayout step="location" jobId={jobId} subtitle={t`where the work happens.`}>
      {(job) => (job ? <LocationForm job={job} /> : null)}
    </StepLayout>
  );
}

type Errors = Partial<Record<'countryId' | 'cityId', string>>;

function LocationForm({ job }: { job: Job }) {
  const saved = job.location;
  const [locationType, setLocationType] = useState<JobLocationType>(
    saved?.locationType ?? (job.workplaceType === 'WFH' ? 'WFH' : 'CITY'),
  );
  const [countryId, setCountryId] = useState(saved?.country?.id ?? '');
  const [stateId, setStateId] = useState(saved?.state?.id ?? '');
  const [city, setCity] = useState<{ id: string; nm: string } | null>(saved?.city ?? null);
  const [citySearch, setCitySearch] = useState(saved?.city?.nm ?? '');
  const [address, setAddress] = useState(saved?.address ?? '');
  const [errors, setErrors] = useState<Errors>({});

  const countries = useListCountries({});
  const states = useListStates({ countryId }, { query: { enabled: Boolean(countryId) } });
  const cities = useCitySearch({
    countryId,
    stateId,
    chosenName: city?.nm,
    typed: citySearch,
    enabled: locationType === 'CITY',
  });
  const save = useCreateJobLocation();
  const store = useStoreDraft();
  const goNext = useGoToNextStep('location');

  const submit = () => {
    const next: Errors = {};
    if (locationType === 'CITY') {
      if (!countryId) next.countryId = t`Choose the country`;
      if (!city) next.cityId = t`Choose the city`;
    }
    setErrors(next);
    if (Object.keys(next).length) return;
    const data =
      locationType === 'WFH'
        ? { locationType, countryId: countryId || null, stateId: null, cityId: null, address: null }
        : {
            locationType,
            countryId,
            stateId: stateId || null,
            cityId: city?.id ?? null,
            address: address.trim() || null,
          };
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

  const countryOptions = (countries.data?.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  const stateOptions = (states.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }));
  const cityItems = cities.items;
  const cityOptions = [...cities.options];
  if (city && !cityOptions.some((o) => o.value === city.id)) cityOptions.unshift({ value: city.id, label: city.nm });

  return (
    <StepForm step="location" jobId={job._id} label={t`Job location`} onSubmit={submit} saving={save.isPending}>
      <Radio.Group
        label={t`Where is the job?`}
        value={locationType}
        onChange={(v) => setLocationType(v as JobLocationType)}
      >
        <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs">
          <ChoiceCard value="CITY" label={t`In a city`} hint={t`Office or hybrid work at a location`} />
          <ChoiceCard value="WFH" label={t`Work from home`} hint={t`Remote, optionally within one country`} />
        </SimpleGrid>
      </Radio.Group>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <NativeSelect
          label={locationType === 'WFH' ? t`Candidates must live in` : t`Country`}
          withAsterisk={locationType === 'CITY'}
          value={countryId}
          onChange={(e) => {
            setCountryId(e.currentTarget.value);
            setStateId('');
            setCity(null);
            setCitySearch('');
          }}
          data={[
            { value: '', label: locationType === 'WFH' ? t`Anywhere` : countries.isPending ? t`Loading…` : t`Select…` },
            ...countryOptions,
          ]}
          error={errors.countryId}
        />
        {locationType === 'CITY' ? (
          <NativeSelect
            label={t`State or region`}
            value={stateId}
            disabled={!countryId}
            onChange={(e) => {
              setStateId(e.currentTarget.value);
              setCity(null);
              setCitySearch('');
            }}
            data={[{ value: '', label: stateOptions.length ? t`Any state` : t`No states` }, ...stateOptions]}
          />
        ) : null}
      </SimpleGrid>
      {locationType === 'CITY' ? (
        <>
          <Select
            label={t`City`}
            withAsterisk
            placeholder={countryId ? t`Type to search cities` : t`Choose a country first`}
            disabled={!countryId}
            searchable
            data={cityOptions}
            value={city?.id ?? null}
            searchValue={citySearch}
            onSearchChange={setCitySearch}
            filter={({ options }) => options}
            nothingFoundMessage={cities.fetching ? t`Searching…` : t`No matching cities`}
            onChange={(id) => {
              const item = cityItems.find((c) => c._id === id);
              setCity(item ? { id: item._id, nm: item.name } : null);
              if (item?.stateId && !stateId) setStateId(item.stateId);
            }}
            error={errors.cityId}
          />
          <TextInput
            label={t`Office address`}
            description={t`Optional; shown on the job page`}
            maxLength={200}
            value={address}
            onChange={(e) => setAddress(e.currentTarget.value)}
          />
        </>
      ) : null}
    </StepForm>
  );
}

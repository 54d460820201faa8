// The company profile form shared by the first setup and the overview tab: name, logo, industry,
// size, founded year, website, head office (country, state, city from the places lists), about
// benefits, photos and social links. Read-only for team members (one disabled fieldset, with the reason above it).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Button,
  Group,
  NativeSelect,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  TagsInput,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useListCountries, useListMasterItems, useListStates } from '@generated/api/master-data/master-data';
import { useCitySearch } from '@/lib/places/city-search';
import { LogoUpload } from './logo-upload';
import { PhotosUpload } from './photos-upload';
import {
  BENEFIT_MAX,
  benefitSuggestions,
  MAX_BENEFITS,
  sizeOptions,
  SOCIALS,
  benefitProblem,
  validateCompany,
  type CompanyErrors,
  type CompanyValues,
} from './company-values';

type Props = {
  initial: CompanyValues;
  label: string;
  submitLabel: string;
  saving: boolean;
  onSubmit: (values: CompanyValues) => void;
  /** Shown instead of the submit button, with every field disabled. */
  readOnlyNote?: ReactNode;
  secondaryAction?: ReactNode;
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Title order={2} fz="md" fw={650} mb="md">
        {title}
      </Title>
      <Stack gap="md">{children}</Stack>
    </Paper>
  );
}

export function CompanyForm({ initial, label, submitLabel, saving, onSubmit, readOnlyNote, secondaryAction }: Props) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<CompanyErrors>({});
  const set = <K extends keyof CompanyValues>(key: K, value: CompanyValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const readOnly = Boolean(readOnlyNote);
  const [benefitNote, setBenefitNote] = useState<string | null>(null);

  const [industrySearch, setIndustrySearch] = useState(initial.industry?.nm ?? '');
  const [industryQuery] = useDebouncedValue(industrySearch.trim(), 250);
  const industries = useListMasterItems({
    kind: 'industry',
    limit: 50,
    ...(industryQuery && industryQuery !== values.industry?.nm ? { search: industryQuery } : {}),
  });
  const industryItems = industries.data?.data.items ?? [];
  const industryOptions = industryItems.map((i) => ({ value: i._id, label: i.nm }));
  if (values.industry && !industryOptions.some((o) => o.value === values.industry?.id))
    industryOptions.unshift({ value: values.industry.id, label: values.industry.nm });

  const [citySearch, setCitySearch] = useState(initial.city?.nm ?? '');
  const countries = useListCountries({});
  const states = useListStates({ countryId: values.countryId }, { query: { enabled: Boolean(values.countryId) } });
  const cities = useCitySearch({
    countryId: values.countryId,
    stateId: values.stateId,
    chosenName: values.city?.nm,
    typed: citySearch,
  });
  const countryOptions = (countries.data?.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  const stateOptions = (states.data?.data ?? []).map((s) => ({ value: s._id, label: s.name }));
  const cityItems = cities.items;
  const cityOptions = [...cities.options];
  if (values.city && !cityOptions.some((o) => o.value === values.city?.id))
    cityOptions.unshift({ value: values.city.id, label: values.city.nm });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = validateCompany(values);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form aria-label={label} onSubmit={submit} noValidate>
      <Stack gap="lg">
        {readOnlyNote}
        <fieldset disabled={readOnly} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <Section title={t`About the company`}>
              <TextInput
                label={t`Company name`}
                withAsterisk
                maxLength={200}
                value={values.name}
                onChange={(e) => set('name', e.currentTarget.value)}
                error={errors.name}
              />
              <LogoUpload
                name={values.name}
                value={values.logoUri}
                onChange={(uri) => set('logoUri', uri)}
                disabled={readOnly}
              />
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <Select
                  label={t`Industry`}
                  withAsterisk
                  placeholder={t`Type to search industries`}
                  searchable
                  data={industryOptions}
                  value={values.industry?.id ?? null}
                  searchValue={industrySearch}
                  onSearchChange={setIndustrySearch}
                  filter={({ options }) => options}
                  nothingFoundMessage={industries.isFetching ? t`Searching…` : t`No matching industries`}
                  onChange={(id) => {
                    const item = industryItems.find((i) => i._id === id);
                    set('industry', item ? { id: item._id, nm: item.nm } : null);
                  }}
                  error={errors.industry}
                />
                <NativeSelect
                  label={t`Company size`}
                  withAsterisk
                  value={values.size}
                  onChange={(e) => set('size', e.currentTarget.value as CompanyValues['size'])}
                  data={[{ value: '', label: t`Select…` }, ...sizeOptions()]}
                  error={errors.size}
                />
                <TextInput
                  label={t`Founded in`}
                  placeholder={t`e.g. 2011`}
                  inputMode="numeric"
                  maxLength={4}
                  value={values.foundedYear}
                  onChange={(e) => set('foundedYear', e.currentTarget.value.replace(/\D/g, ''))}
                  error={errors.foundedYear}
                />
                <TextInput
                  label={t`Website`}
                  type="url"
                  placeholder="https://www.example.com"
                  maxLength={2048}
                  value={values.website}
                  onChange={(e) => set('website', e.currentTarget.value)}
                  error={errors.website}
                />
              </SimpleGrid>
              <Textarea
                label={t`About`}
                description={t`What you do and what it is like to work with you. Blank lines start a new paragraph; lines starting with “-” become a bullet list.`}
                autosize
                minRows={5}
                maxRows={16}
                value={values.about}
                onChange={(e) => set('about', e.currentTarget.value)}
                error={errors.about}
              />
            </Section>
            <Section title={t`Head office`}>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                <NativeSelect
                  label={t`Country`}
                  withAsterisk
                  value={values.countryId}
                  onChange={(e) => {
                    const countryId = e.currentTarget.value;
                    setValues((v) => ({ ...v, countryId, stateId: '', city: null }));
                    setCitySearch('');
                  }}
                  data={[{ value: '', label: countries.isPending ? t`Loading…` : t`Select…` }, ...countryOptions]}
                  error={errors.countryId}
                />
                <NativeSelect
                  label={t`State or region`}
                  value={values.stateId}
                  disabled={!values.countryId}
                  onChange={(e) => {
                    const stateId = e.currentTarget.value;
                    setValues((v) => ({ ...v, stateId, city: null }));
                    setCitySearch('');
                  }}
                  data={[{ value: '', label: stateOptions.length ? t`Any state` : t`No states` }, ...stateOptions]}
                />
                <Select
                  label={t`City`}
                  withAsterisk
                  placeholder={values.countryId ? t`Type to search cities` : t`Choose a country first`}
                  disabled={!values.countryId}
                  searchable
                  data={cityOptions}
                  value={values.city?.id ?? null}
                  searchValue={citySearch}
                  onSearchChange={setCitySearch}
                  filter={({ options }) => options}
                  nothingFoundMessage={cities.fetching ? t`Searching…` : t`No matching cities`}
                  onChange={(id) => {
                    const item = cityItems.find((c) => c._id === id);
                    setValues((v) => ({
                      ...v,
                      city: item ? { id: item._id, nm: item.name } : null,
                      stateId: v.stateId || item?.stateId || '',
                    }));
                  }}
                  error={errors.city}
                />
                <TextInput
                  label={t`Address`}
                  maxLength={300}
                  value={values.address}
                  onChange={(e) => set('address', e.currentTarget.value)}
                />
              </SimpleGrid>
            </Section>
            <Section title={t`Benefits and photos`}>
              <TagsInput
                label={t`Benefits`}
                description={t`What working with you offers, one short line each (2–80 characters); up to ${MAX_BENEFITS}. Press Enter or a comma after each.`}
                placeholder={values.benefits.length >= MAX_BENEFITS ? undefined : t`e.g. Health insurance`}
                data={benefitSuggestions()}
                value={values.benefits}
                maxTags={MAX_BENEFITS}
                maxLength={BENEFIT_MAX}
                clearable
                acceptValueOnBlur
                isDuplicate={(line, current) =>
                  current.some((b) => b.trim().toLowerCase() === line.trim().toLowerCase())
                }
                onDuplicate={(line) => setBenefitNote(t`“${line.trim()}” is already listed`)}
                onMaxTags={() => setBenefitNote(t`You can list at most ${MAX_BENEFITS} benefits`)}
                onChange={(lines) => {
                  const trimmed = lines.map((b) => b.trim());
                  setBenefitNote(trimmed.map(benefitProblem).find(Boolean) ?? null);
                  set(
                    'benefits',
                    trimmed.filter((b) => !benefitProblem(b)),
                  );
                }}
                error={benefitNote ?? errors.benefits}
              />
              <PhotosUpload
                value={values.photos}
                onChange={(photos) => set('photos', photos)}
                disabled={readOnly}
                error={errors.photos}
              />
            </Section>
            <Section title={t`Social links`}>
              <Text fz="sm" c="dimmed" mt={-8}>
                <Trans>Optional; shown on your public company page.</Trans>
              </Text>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
                {SOCIALS.map(({ key, label: name }) => (
                  <TextInput
                    key={key}
                    label={name}
                    type="url"
                    placeholder="https://"
                    maxLength={2048}
                    value={values.socials[key]}
                    onChange={(e) => {
                      const url = e.currentTarget.value;
                      setValues((v) => ({ ...v, socials: { ...v.socials, [key]: url } }));
                    }}
                    error={errors[`social.${key}`]}
                  />
                ))}
              </SimpleGrid>
            </Section>
          </Stack>
        </fieldset>
        {readOnly ? null : (
          <Group justify="flex-end" gap="sm">
            {secondaryAction}
            <Button type="submit" loading={saving}>
              {submitLabel}
            </Button>
          </Group>
        )}
      </Stack>
    </form>
  );
}

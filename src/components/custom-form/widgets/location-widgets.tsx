// Country, state and city pickers over the master-data calls (guest variants for guests). A state
// lists the states of the form's country; a city searches within the form's state, else its
// country. When the form has no country field the picker offers its own country choice.
import { t } from '@lingui/core/macro';
import { Select, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import {
  useListCities,
  useListCountries,
  useListGuestCities,
  useListGuestCountries,
  useListGuestStates,
  useListStates,
} from '@generated/api/master-data/master-data';
import type { IdNameValue } from '@shared/custom-form/index.ts';
import { matchingTyped, sameScopeOnly } from '@/lib/places/city-search';
import { STALE } from '@/lib/query/query-client';
import type { FormContext } from '../form-context';
import type { WidgetProps } from './widget-props';

type Option = { value: string; label: string };

/** The value of the form's first field of a type ('country', 'state'), if one is filled. */
function formValueOfType(p: WidgetProps, type: 'country' | 'state'): IdNameValue | undefined {
  const key = p.context.fields.find((f) => f.fieldType === type)?.keyNm;
  const v = key ? p.context.values[key] : undefined;
  return v && typeof v === 'object' && 'id' in v ? (v as IdNameValue) : undefined;
}

function useCountryOptions(context: FormContext): { data: Option[]; loading: boolean; failed: boolean } {
  const member = useListCountries({}, { query: { enabled: !context.guest, staleTime: STALE.long } });
  const guest = useListGuestCountries({}, { query: { enabled: context.guest, staleTime: STALE.long } });
  const q = context.guest ? guest : member;
  return {
    data: (q.data?.data ?? []).map((c) => ({ value: c._id, label: c.name })),
    loading: q.isLoading,
    failed: q.isError,
  };
}

function pick(options: Option[], id: string | null): IdNameValue | undefined {
  const o = id ? options.find((x) => x.value === id) : undefined;
  return o ? { id: o.value, nm: o.label } : undefined;
}

/** Keeps the saved choice visible while (or if) the list does not hold it. */
function withCurrent(options: Option[], value: IdNameValue | undefined): Option[] {
  if (!value?.id || options.some((o) => o.value === value.id)) return options;
  return [{ value: value.id, label: value.nm }, ...options];
}

function loadingText(loading: boolean, failed: boolean, fallback?: string): string | undefined {
  if (failed) return t`The list could not be loaded; try again later`;
  if (loading) return t`Loading…`;
  return fallback;
}

export function CountryWidget(p: WidgetProps<IdNameValue>) {
  const { data, loading, failed } = useCountryOptions(p.context);
  return (
    <Select
      id={p.id}
      label={p.label}
      description={loadingText(loading, failed, p.description)}
      placeholder={p.placeholder ?? 'Choose a country'}
      required={p.required}
      disabled={p.disabled}
      error={p.error}
      onBlur={p.onBlur}
      searchable
      clearable={!p.required}
      nothingFoundMessage="No country matches"
      data={withCurrent(data, p.value)}
      value={p.value?.id ?? null}
      onChange={(id) => p.onChange(pick(withCurrent(data, p.value), id))}
    />
  );
}

/** The country a state or city picker works within: the form's, or one chosen beside it. */
function useScopeCountry(p: WidgetProps): { country: IdNameValue | undefined; picker: React.ReactNode } {
  const fromForm = formValueOfType(p, 'country');
  const hasCountryField = p.context.fields.some((f) => f.fieldType === 'country');
  const [own, setOwn] = useState<IdNameValue | undefined>(undefined);
  const { data, loading, failed } = useCountryOptions(p.context);
  if (hasCountryField) return { country: fromForm, picker: null };
  const picker = (
    <Select
      id={`${p.id}-country`}
      label={`Country for ${p.label}`}
      description={loadingText(loading, failed)}
      placeholder="Choose a country"
      disabled={p.disabled}
      searchable
      data={data}
      value={own?.id ?? null}
      onChange={(id) => {
        setOwn(pick(data, id));
        p.onChange(undefined);
      }}
    />
  );
  return { country: own, picker };
}

export function StateWidget(p: WidgetProps<IdNameValue>) {
  const { country, picker } = useScopeCountry(p);
  const countryId = country?.id ?? '';
  const member = useListStates(
    { countryId },
    { query: { enabled: !!countryId && !p.context.guest, staleTime: STALE.long } },
  );
  const guest = useListGuestStates(
    { countryId },
    { query: { enabled: !!countryId && p.context.guest, staleTime: STALE.long } },
  );
  const q = p.context.guest ? guest : member;
  const data = withCurrent(
    (q.data?.data ?? []).map((s) => ({ value: s._id, label: s.name })),
    p.value,
  );
  const hint = countryId ? loadingText(q.isLoading, q.isError, p.description) : t`Choose a country first`;
  return (
    <Stack gap="xs">
      {picker}
      <Select
        id={p.id}
        label={p.label}
        description={hint}
        placeholder={p.placeholder ?? 'Choose a state'}
        required={p.required}
        disabled={p.disabled || (!countryId && !p.value)}
        error={p.error}
        onBlur={p.onBlur}
        searchable
        clearable={!p.required}
        nothingFoundMessage="No state matches"
        data={data}
        value={p.value?.id ?? null}
        onChange={(id) => p.onChange(pick(data, id))}
      />
    </Stack>
  );
}

export function CityWidget(p: WidgetProps<IdNameValue>) {
  const state = formValueOfType(p, 'state');
  const { country, picker } = useScopeCountry(p);
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 250);
  // While the field shows the chosen city's name, list the scope's cities rather than that name.
  const term = p.value && debounced === p.value.nm ? '' : debounced;
  const scope = state ? { stateId: state.id } : country ? { countryId: country.id } : null;
  const query = { ...(scope ?? { countryId: '' }), ...(term ? { search: term } : {}), page: 1, limit: 50 as const };
  // Until the answer to what was typed arrives, the scope's list it has, narrowed to what was typed
  // (src/lib/places/city-search.ts says why).
  const member = useListCities(query, {
    query: {
      enabled: !!scope && !p.context.guest,
      staleTime: STALE.medium,
      placeholderData: sameScopeOnly(query),
    },
  });
  const guest = useListGuestCities(query, {
    query: {
      enabled: !!scope && p.context.guest,
      staleTime: STALE.medium,
      placeholderData: sameScopeOnly(query),
    },
  });
  const q = p.context.guest ? guest : member;
  const listed = (q.data?.data.items ?? []).map((c) => ({ value: c._id, label: c.name }));
  const answered = !q.isPlaceholderData && debounced === search.trim();
  const data = withCurrent(answered || !term ? listed : matchingTyped(listed, search), p.value);
  const hint = scope ? loadingText(q.isLoading, q.isError, p.description) : t`Choose a country or state first`;
  return (
    <Stack gap="xs">
      {picker}
      <Select
        id={p.id}
        label={p.label}
        description={hint}
        placeholder={p.placeholder ?? 'Type to search cities'}
        required={p.required}
        disabled={p.disabled || (!scope && !p.value)}
        error={p.error}
        onBlur={p.onBlur}
        searchable
        searchValue={search}
        onSearchChange={setSearch}
        // The server searches; the list is shown as it answers.
        filter={({ options }) => options}
        clearable={!p.required}
        nothingFoundMessage={q.isLoading ? 'Searching…' : 'No city matches'}
        data={data}
        value={p.value?.id ?? null}
        onChange={(id) => p.onChange(pick(data, id))}
      />
    </Stack>
  );
}

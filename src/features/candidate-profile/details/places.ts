// The country, state and city choices of the personal details form, from the places lists (the
// same lists the job posting's location step uses), so every id sent is one the server knows. A
// saved choice that is not in the loaded list (a city outside the first page) stays selectable.
import { useDebouncedValue } from '@mantine/hooks';
import { useListCities, useListCountries, useListStates } from '@generated/api/content/content';
import type { City } from '@generated/api/model';

export type Option = { value: string; label: string };

function withSaved(options: Option[], id: string | null, nm: string | null): Option[] {
  return id && !options.some((o) => o.value === id) ? [{ value: id, label: nm || id }, ...options] : options;
}

type Choice = {
  countryId: string | null;
  countryNm: string | null;
  stateId: string | null;
  stateNm: string | null;
  cityId: string | null;
  cityNm: string | null;
};

export function usePlaces(choice: Choice, citySearch: string) {
  const [search] = useDebouncedValue(citySearch.trim(), 250);
  const countryId = choice.countryId ?? '';
  const countries = useListCountries({});
  const states = useListStates({ countryId }, { query: { enabled: Boolean(countryId) } });
  const cities = useListCities(
    {
      limit: 20,
      ...(choice.stateId ? { stateId: choice.stateId } : { countryId }),
      ...(search && search !== choice.cityNm ? { search } : {}),
    },
    { query: { enabled: Boolean(countryId) } },
  );
  const cityItems: City[] = cities.data?.data.items ?? [];
  return {
    countryOptions: withSaved(
      (countries.data?.data ?? []).map((c) => ({ value: c._id, label: c.name })),
      choice.countryId,
      choice.countryNm,
    ),
    countriesLoading: countries.isPending,
    stateOptions: withSaved(
      (states.data?.data ?? []).map((s) => ({ value: s._id, label: s.name })),
      choice.stateId,
      choice.stateNm,
    ),
    cityOptions: withSaved(
      cityItems.map((c) => ({ value: c._id, label: c.name })),
      choice.cityId,
      choice.cityNm,
    ),
    cityItems,
    citiesFetching: cities.isFetching,
  };
}

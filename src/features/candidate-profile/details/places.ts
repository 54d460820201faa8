// The country, state and city choices of the personal details form, from the places lists (the
// same lists the job posting's location step uses), so every id sent is one the server knows. A
// saved choice that is not in the loaded list (a city outside the first page) stays selectable.
import { useListCountries, useListStates } from '@generated/api/master-data/master-data';
import { useCitySearch } from '@/lib/places/city-search';

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
  const countryId = choice.countryId ?? '';
  const countries = useListCountries({});
  const states = useListStates({ countryId }, { query: { enabled: Boolean(countryId) } });
  const cities = useCitySearch({ countryId, stateId: choice.stateId, chosenName: choice.cityNm, typed: citySearch });
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
    cityOptions: withSaved(cities.options, choice.cityId, choice.cityNm),
    cityItems: cities.items,
    citiesFetching: cities.fetching,
  };
}

// The city pickers search the places list on the server as the user types (the country's or the
// state's cities, 20 at a time). Between a keystroke and the server's answer to it, the picker keeps
// the list it has, narrowed to the cities that match what was typed, instead of emptying it: an
// emptied list closed around the user on a slow network, and a stale one offered cities that were
// not typed (issue 43). When the answer to the typed text arrives, it is shown as the server sent it.
import { useDebouncedValue } from '@mantine/hooks';
import { useListCities } from '@generated/api/master-data/master-data';
import type { City, CityListQuery } from '@generated/api/model';

export type CityOption = { value: string; label: string };

/** Case and accents aside, as the server's search (unaccent) sets them aside. */
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();

/** The options whose label holds the typed text: what a list not yet answered for it can offer. */
export function matchingTyped<T extends { label: string }>(options: T[], typed: string): T[] {
  const wanted = fold(typed.trim());
  return wanted ? options.filter((o) => fold(o.label).includes(wanted)) : options;
}

/**
 * A query's placeholder while the next answer is on its way: the previous answer, if it was for the
 * same country or state; another scope's cities are never offered.
 */
export function sameScopeOnly(scope: { stateId?: string; countryId?: string }) {
  return <T>(previous: T | undefined, previousQuery?: { queryKey: readonly unknown[] }): T | undefined => {
    const before = previousQuery?.queryKey[1] as { stateId?: string; countryId?: string } | undefined;
    return before?.stateId === scope.stateId && before?.countryId === scope.countryId ? previous : undefined;
  };
}

type Scope = {
  countryId: string;
  stateId?: string | null;
  /** The chosen city's name: while the field shows it, the scope's cities are listed, not that name. */
  chosenName?: string | null;
  /** What the field holds now. */
  typed: string;
  enabled?: boolean;
};

export function useCitySearch({ countryId, stateId, chosenName, typed, enabled = true }: Scope) {
  const now = typed.trim();
  const [search] = useDebouncedValue(now, 250);
  const scope: CityListQuery = { limit: 20, ...(stateId ? { stateId } : { countryId }) };
  const cities = useListCities(
    { ...scope, ...(search && search !== chosenName ? { search } : {}) },
    {
      query: {
        enabled: enabled && Boolean(countryId),
        placeholderData: sameScopeOnly(scope),
      },
    },
  );
  const items: City[] = cities.data?.data.items ?? [];
  const options: CityOption[] = items.map((c) => ({ value: c._id, label: c.name }));
  const answered = !cities.isPlaceholderData && search === now;
  return {
    items,
    options: answered || now === chosenName ? options : matchingTyped(options, now),
    fetching: cities.isFetching,
  };
}

// A searchable choice from one kind of master data (industry, job domain): the list is searched on
// the server as the candidate types; the saved choice stays shown even when it is not on the
// first page of results. When nothing listed matches what was typed, the last option adds it to
// the board's list (the specification's "Other" value, masters/create) and chooses it; an equal
// item already listed is what the server answers, so nothing is added twice.
import { t } from '@lingui/core/macro';
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useCreateMasterItem, useListMasterItems } from '@generated/api/master-data/master-data';
import type { IdName, MasterCreateInputKind, MasterKind } from '@generated/api/model';
import { isApiError } from '@/lib/api/api-error';
import { MASTER_VALUE } from '@shared/text-patterns.ts';

type Props = {
  kind: MasterKind & MasterCreateInputKind;
  label: string;
  name: string;
  value: IdName | null;
  onChange: (value: IdName | null) => void;
  error?: string | undefined;
  required?: boolean;
  /** The box's hint, e.g. "Type to search industries". */
  placeholder: string;
  /** Said when nothing on the list matches, e.g. "No matching industries". */
  nothingFound: string;
};

const ADD = 'add-typed-value';
const MIN = 2;
const MAX = 100;

const same = (a: string, b: string) =>
  a.trim().toLowerCase().replace(/\s+/g, ' ') === b.trim().toLowerCase().replace(/\s+/g, ' ');

/** The typed text when it may be added to the list, or null. */
function addable(typed: string, listed: readonly string[]): string | null {
  const nm = typed.trim().replace(/\s+/g, ' ');
  if (nm.length < MIN || nm.length > MAX || !MASTER_VALUE.test(nm)) return null;
  return listed.some((l) => same(l, nm)) ? null : nm;
}

export function MasterSelect({
  kind,
  label,
  name,
  value,
  onChange,
  error,
  required,
  placeholder,
  nothingFound,
}: Props) {
  const [search, setSearch] = useState(value?.nm ?? '');
  const [query] = useDebouncedValue(search.trim(), 250);
  const [addError, setAddError] = useState<string | null>(null);
  const items = useListMasterItems({
    kind,
    limit: 50,
    ...(query && query !== value?.nm ? { search: query } : {}),
  });
  const create = useCreateMasterItem();
  const found = items.data?.data.items ?? [];
  const options = found.map((i) => ({ value: i._id, label: i.nm }));
  if (value && !options.some((o) => o.value === value.id)) options.unshift({ value: value.id, label: value.nm });
  // Offered only once the list has answered for what was typed, so a listed item is never added.
  const settled = !items.isFetching && query === search.trim();
  const toAdd =
    settled && search !== value?.nm
      ? addable(
          search,
          options.map((o) => o.label),
        )
      : null;
  if (toAdd) options.push({ value: ADD, label: t`Add “${toAdd}”` });

  const add = (nm: string) => {
    setAddError(null);
    create.mutate(
      { data: { kind, nm } },
      {
        onSuccess: (res) => {
          onChange({ id: res.data._id, nm: res.data.nm });
          setSearch(res.data.nm);
        },
        onError: (e) => setAddError(isApiError(e) ? e.message : t`Could not add “${nm}”; try again`),
      },
    );
  };

  return (
    <Select
      label={label}
      name={name}
      withAsterisk={required}
      placeholder={placeholder}
      searchable
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={(s) => {
        setAddError(null);
        setSearch(s);
      }}
      filter={({ options: all }) => all}
      nothingFoundMessage={items.isFetching ? t`Searching…` : nothingFound}
      disabled={create.isPending}
      onChange={(id) => {
        if (id === ADD && toAdd) return add(toAdd);
        const item = found.find((i) => i._id === id);
        onChange(item ? { id: item._id, nm: item.nm } : id && value?.id === id ? value : null);
      }}
      error={addError ?? error}
    />
  );
}

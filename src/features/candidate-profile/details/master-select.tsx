// A searchable choice from one kind of master data (industry, job domain): the list is searched on
// the server as the candidate types; the saved choice stays shown even when it is not on the
// first page of results.
import { Select } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useListMasterItems } from '@generated/api/content/content';
import type { IdName, MasterKind } from '@generated/api/model';

type Props = {
  kind: MasterKind;
  label: string;
  name: string;
  value: IdName | null;
  onChange: (value: IdName | null) => void;
  error?: string | undefined;
  required?: boolean;
  placeholder?: string;
  /** What the list is called in "No matching …". */
  plural: string;
};

export function MasterSelect({ kind, label, name, value, onChange, error, required, placeholder, plural }: Props) {
  const [search, setSearch] = useState(value?.nm ?? '');
  const [query] = useDebouncedValue(search.trim(), 250);
  const items = useListMasterItems({
    kind,
    limit: 50,
    ...(query && query !== value?.nm ? { search: query } : {}),
  });
  const found = items.data?.data.items ?? [];
  const options = found.map((i) => ({ value: i._id, label: i.nm }));
  if (value && !options.some((o) => o.value === value.id)) options.unshift({ value: value.id, label: value.nm });
  return (
    <Select
      label={label}
      name={name}
      withAsterisk={required}
      placeholder={placeholder ?? `Type to search ${plural}`}
      searchable
      data={options}
      value={value?.id ?? null}
      searchValue={search}
      onSearchChange={setSearch}
      filter={({ options: all }) => all}
      nothingFoundMessage={items.isFetching ? 'Searching…' : `No matching ${plural}`}
      onChange={(id) => {
        const item = found.find((i) => i._id === id);
        onChange(item ? { id: item._id, nm: item.nm } : id && value?.id === id ? value : null);
      }}
      error={error}
    />
  );
}

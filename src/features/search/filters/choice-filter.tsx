// One filter chosen from a list: a searchable multi-select whose options show how many
// candidates each would match (the facet count), when the facets know it, as "about N" when the
// facets estimated it.
import { t } from '@lingui/core/macro';
import { Group, MultiSelect, Text } from '@mantine/core';
import type { FilterOption } from './filter-options';
import { formatNumber } from '@/lib/format/numbers';

type Props = {
  label: string;
  options: FilterOption[];
  value: string[] | undefined;
  onChange: (values: string[] | undefined) => void;
  max: number;
  placeholder?: string;
  /** For filters searched on the server as the employer types (skills). */
  onSearch?: (text: string) => void;
  searchValue?: string;
  nothingFound?: string;
};

export function ChoiceFilter({
  label,
  options,
  value,
  onChange,
  max,
  placeholder,
  onSearch,
  searchValue,
  nothingFound,
}: Props) {
  const counts = new Map(options.map((o) => [o.value, o]));
  const chosen = value ?? [];
  return (
    <MultiSelect
      label={label}
      placeholder={chosen.length ? undefined : (placeholder ?? t`Any ${label.toLowerCase()}`)}
      data={options.map(({ value: v, label: l }) => ({ value: v, label: l }))}
      value={chosen}
      onChange={(next) => onChange(next.length ? next : undefined)}
      searchable
      clearable
      maxValues={max}
      nothingFoundMessage={nothingFound ?? t`Nothing found`}
      {...(onSearch ? { searchValue, onSearchChange: onSearch, filter: ({ options: all }) => all } : {})}
      comboboxProps={{ withinPortal: true, zIndex: 1300 }}
      renderOption={({ option }) => {
        const { count, approximate } = counts.get(option.value) ?? {};
        return (
          <Group justify="space-between" wrap="nowrap" gap="xs" w="100%">
            <Text fz="sm">{option.label}</Text>
            {count === undefined ? null : approximate ? (
              <Text fz="xs" c="dimmed" aria-label={t`about ${formatNumber(count)} candidates`}>
                {t`about ${formatNumber(count)}`}
              </Text>
            ) : (
              <Text fz="xs" c="dimmed" aria-label={t`${count} candidates`}>
                {formatNumber(count)}
              </Text>
            )}
          </Group>
        );
      }}
    />
  );
}

// The spotlight's category as a choice among the board's categories (with their open jobs), not a
// UUID to paste; an id that is no longer one of them is shown as such so the admin can pick again.
import { plural, t } from '@lingui/core/macro';
import { Select } from '@mantine/core';
import type { WidgetProps } from '@rjsf/utils';
import { useListCategories } from '@generated/api/master-data/master-data';
import { STALE } from '@/lib/query/query-client';

export function CategoryWidget(p: WidgetProps) {
  const query = useListCategories({}, { query: { staleTime: STALE.medium } });
  const value = typeof p.value === 'string' ? p.value : null;
  const data = (query.data?.data ?? []).map((c) => ({
    value: c._id,
    label: plural(c.jobCount, { one: `${c.name} (# open job)`, other: `${c.name} (# open jobs)` }),
  }));
  if (value && query.isSuccess && !data.some((o) => o.value === value))
    data.unshift({ value, label: t`A category this board no longer has` });
  const hint = query.isError
    ? t`The categories could not be loaded; try again later`
    : t`Its newest open jobs are shown.`;
  return (
    <Select
      id={p.id}
      label={p.label}
      description={hint}
      placeholder={query.isLoading ? t`Loading…` : t`Choose a category`}
      required={p.required}
      disabled={p.disabled || p.readonly}
      error={p.rawErrors?.[0]}
      searchable
      nothingFoundMessage={t`No category matches`}
      data={data}
      value={value}
      onBlur={() => p.onBlur(p.id, p.value)}
      onChange={(v) => p.onChange(v ?? undefined)}
    />
  );
}

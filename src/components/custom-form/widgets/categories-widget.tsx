// Job categories from category/all (guests: the guest variant), kept as {id, nm} so they show by name.
import { t } from '@lingui/core/macro';
import { MultiSelect } from '@mantine/core';
import { useListCategories, useListGuestCategories } from '@generated/api/master-data/master-data';
import type { IdNameValue } from '@shared/custom-form/index.ts';
import { STALE } from '@/lib/query/query-client';
import type { WidgetProps } from './widget-props';

export function CategoriesWidget(p: WidgetProps<IdNameValue[]>) {
  const member = useListCategories({}, { query: { enabled: !p.context.guest, staleTime: STALE.medium } });
  const guest = useListGuestCategories({}, { query: { enabled: p.context.guest, staleTime: STALE.medium } });
  const q = p.context.guest ? guest : member;
  const value = Array.isArray(p.value) ? p.value : [];
  const data = (q.data?.data ?? []).map((c) => ({ value: c._id, label: c.name }));
  for (const v of value) if (v?.id && !data.some((o) => o.value === v.id)) data.unshift({ value: v.id, label: v.nm });
  const hint = q.isError ? t`The list could not be loaded; try again later` : q.isLoading ? t`Loading…` : p.description;
  return (
    <MultiSelect
      id={p.id}
      label={p.label}
      description={hint}
      placeholder={value.length ? undefined : (p.placeholder ?? t`Choose categories`)}
      required={p.required}
      disabled={p.disabled}
      error={p.error}
      onBlur={p.onBlur}
      searchable
      clearable
      maxValues={p.field.multiple ? undefined : 1}
      nothingFoundMessage={t`No category matches`}
      data={data}
      value={value.map((v) => v.id)}
      onChange={(ids) => {
        const next = ids
          .map((id) => data.find((o) => o.value === id))
          .filter((o): o is { value: string; label: string } => !!o)
          .map((o) => ({ id: o.value, nm: o.label }));
        p.onChange(next.length ? next : undefined);
      }}
    />
  );
}

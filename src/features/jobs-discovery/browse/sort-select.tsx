import { t } from '@lingui/core/macro';
import { NativeSelect } from '@mantine/core';
import type { JobSort } from '@generated/api/model';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';

function sortLabels(): Record<JobSort, string> {
  return {
    relevant: t`Most relevant`,
    newest: t`Newest first`,
    salary_desc: t`Salary: high to low`,
    salary_asc: t`Salary: low to high`,
  };
}

/** The order of the results; most relevant is the default (specification §3). */
export function SortSelect({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) {
  const ref = useKeepTypedBeforeHydration<HTMLSelectElement>();
  return (
    <NativeSelect
      ref={ref}
      label={t`Sort by`}
      size="sm"
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap', fontWeight: 500 },
        wrapper: { width: 180 },
      }}
      data={Object.entries(sortLabels()).map(([value, label]) => ({ value, label }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as JobSort)}
    />
  );
}

import { NativeSelect } from '@mantine/core';
import type { JobSort } from '@generated/api/model';
import { useKeepTypedBeforeHydration } from '@/lib/ssr/use-keep-typed';

const SORT_LABELS: Record<JobSort, string> = {
  relevant: 'Most relevant',
  newest: 'Newest first',
  salary_desc: 'Salary: high to low',
  salary_asc: 'Salary: low to high',
};

/** The order of the results; most relevant is the default (specification §3). */
export function SortSelect({ value, onChange }: { value: JobSort; onChange: (sort: JobSort) => void }) {
  const ref = useKeepTypedBeforeHydration<HTMLSelectElement>();
  return (
    <NativeSelect
      ref={ref}
      label="Sort by"
      size="sm"
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap', fontWeight: 500 },
        wrapper: { width: 180 },
      }}
      data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as JobSort)}
    />
  );
}

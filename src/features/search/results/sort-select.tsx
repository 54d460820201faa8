import { NativeSelect } from '@mantine/core';
import type { CandidateSort } from '../query/search-params';

const SORT_LABELS: Record<CandidateSort, string> = {
  relevance: 'Most relevant',
  lastActiveAt: 'Recently active',
  experience: 'Most experienced',
};

/** The order of the results; relevance is the default. */
export function SortSelect({ value, onChange }: { value: CandidateSort; onChange: (sort: CandidateSort) => void }) {
  return (
    <NativeSelect
      label="Sort by"
      size="sm"
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap', fontWeight: 500 },
        wrapper: { width: 170 },
      }}
      data={Object.entries(SORT_LABELS).map(([value, label]) => ({ value, label }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as CandidateSort)}
    />
  );
}

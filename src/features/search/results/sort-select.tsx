import { t } from '@lingui/core/macro';
import { NativeSelect } from '@mantine/core';
import type { CandidateSort } from '../query/search-params';

function sortLabels(): Record<CandidateSort, string> {
  return {
    relevance: t`Most relevant`,
    lastActiveAt: t`Recently active`,
    experience: t`Most experienced`,
  };
}

/** The order of the results; relevance is the default. */
export function SortSelect({ value, onChange }: { value: CandidateSort; onChange: (sort: CandidateSort) => void }) {
  return (
    <NativeSelect
      label={t`Sort by`}
      size="sm"
      styles={{
        root: { display: 'flex', alignItems: 'center', gap: 8 },
        label: { whiteSpace: 'nowrap', fontWeight: 500 },
        wrapper: { width: 170 },
      }}
      data={Object.entries(sortLabels()).map(([value, label]) => ({ value, label }))}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value as CandidateSort)}
    />
  );
}

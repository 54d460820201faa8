// The responses tabs (All, Applied, Shortlist, In-interview, Hired, Rejected) with their counts.
import { plural } from '@lingui/core/macro';
import { Badge, Tabs } from '@mantine/core';
import { STATUS_TABS, tabLabel } from './status';

type Props = {
  value: number;
  counts: Map<number, number> | null;
  /** What the counts count, for screen readers: "3 applicants". */
  countText?: (count: number) => string;
  onChange: (index: number) => void;
};

function applicantCount(count: number): string {
  return plural(count, { one: '# applicant', other: '# applicants' });
}

export function StatusTabs({ value, counts, countText = applicantCount, onChange }: Props) {
  return (
    <Tabs value={String(value)} onChange={(v) => v !== null && onChange(Number(v))} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {STATUS_TABS.map((tab) => {
          const count = counts?.get(tab.index);
          return (
            <Tabs.Tab
              key={tab.key}
              value={String(tab.index)}
              style={{ flexShrink: 0 }}
              rightSection={
                count !== undefined ? (
                  <Badge size="sm" variant="light" color="gray" c="gray.8" aria-label={countText(count)}>
                    {count}
                  </Badge>
                ) : null
              }
            >
              {tabLabel(tab)}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

// The responses tabs (All, Applied, Shortlist, In-interview, Hired, Rejected) with their counts.
import { Badge, Tabs } from '@mantine/core';
import { STATUS_TABS } from './status';

type Props = {
  value: number;
  counts: Map<number, number> | null;
  /** What the counts count, for screen readers. */
  countLabel?: string;
  onChange: (index: number) => void;
};

export function StatusTabs({ value, counts, countLabel = 'applicants', onChange }: Props) {
  return (
    <Tabs value={String(value)} onChange={(v) => v !== null && onChange(Number(v))} keepMounted={false}>
      <Tabs.List style={{ flexWrap: 'nowrap', overflowX: 'auto', overflowY: 'hidden' }}>
        {STATUS_TABS.map((t) => {
          const count = counts?.get(t.index);
          return (
            <Tabs.Tab
              key={t.key}
              value={String(t.index)}
              style={{ flexShrink: 0 }}
              rightSection={
                count !== undefined ? (
                  <Badge size="sm" variant="light" color="gray" c="gray.8" aria-label={`${count} ${countLabel}`}>
                    {count}
                  </Badge>
                ) : null
              }
            >
              {t.label}
            </Tabs.Tab>
          );
        })}
      </Tabs.List>
    </Tabs>
  );
}

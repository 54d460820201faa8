// "Sort reviews": newest or best rated first, for the company's public list and the employer's tab.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, SegmentedControl, Text } from '@mantine/core';
import { useId } from 'react';

export type ReviewSortKey = 'createdAt' | 'rating';

export function ReviewSort({ value, onChange }: { value: ReviewSortKey; onChange: (next: ReviewSortKey) => void }) {
  const labelId = useId();
  return (
    <Group justify="space-between" gap="sm">
      <Text fz="sm" c="dimmed" id={labelId}>
        <Trans>Sort reviews</Trans>
      </Text>
      <SegmentedControl
        aria-labelledby={labelId}
        value={value}
        onChange={(v) => onChange(v === 'rating' ? 'rating' : 'createdAt')}
        data={[
          { value: 'createdAt', label: t`Newest` },
          { value: 'rating', label: t`Best rated` },
        ]}
      />
    </Group>
  );
}

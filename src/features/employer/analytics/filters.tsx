// What the page reports on: a range of months (the last 3, 6 or 12, or any range of up to 24
// months of the last three years) and the whole company or one job.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Group, SegmentedControl, Select, Stack, Text, useMatches } from '@mantine/core';
import type { EmployerAnalyticsJob } from '@generated/api/model';
import { MAX_MONTHS, lastMonths, monthLabel, monthOptions, monthsBetween } from './analytics-math';

export type Preset = '3' | '6' | '12' | 'custom';
export type RangeState = { preset: Preset; from: string; to: string };

export const ALL_JOBS = 'all';

/** The range a state asks for, or the reason it cannot be asked. */
export function resolveRange(state: RangeState, now: Date): { from: string; to: string } | { error: string } {
  if (state.preset !== 'custom') return lastMonths(Number(state.preset), now);
  if (state.from > state.to) return { error: t`The first month must not be after the last.` };
  if (monthsBetween(state.from, state.to) > MAX_MONTHS) return { error: t`Choose at most ${MAX_MONTHS} months.` };
  return { from: state.from, to: state.to };
}

type Props = {
  range: RangeState;
  onRange: (next: RangeState) => void;
  rangeError?: string;
  jobs: readonly EmployerAnalyticsJob[];
  jobId: string | null;
  onJob: (jobId: string | null) => void;
  now: Date;
};

export function Filters({ range, onRange, rangeError, jobs, jobId, onJob, now }: Props) {
  // Four choices fit a 375 px phone only at the small size.
  const segmentSize = useMatches({ base: 'xs', sm: 'sm' });
  const months = monthOptions(now).map((m) => ({ value: m, label: monthLabel(m) }));
  const jobData = [
    { value: ALL_JOBS, label: t`All jobs` },
    ...jobs.map((j) => ({ value: j.jobId, label: j.title || t`Untitled job` })),
  ];
  if (jobId && !jobs.some((j) => j.jobId === jobId)) jobData.push({ value: jobId, label: t`Selected job` });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Stack gap={6} w={{ base: '100%', sm: 'auto' }}>
        <Text component="span" size="sm" fw={500} id="analytics-period-label">
          <Trans>Period</Trans>
        </Text>
        <SegmentedControl
          aria-labelledby="analytics-period-label"
          value={range.preset}
          size={segmentSize}
          fullWidth
          onChange={(preset) => onRange({ ...range, preset: preset as Preset })}
          data={[
            { value: '3', label: t`3 months` },
            { value: '6', label: t`6 months` },
            { value: '12', label: t`12 months` },
            { value: 'custom', label: t`Custom` },
          ]}
        />
      </Stack>
      {range.preset === 'custom' ? (
        <Group gap="sm" align="flex-start" wrap="wrap">
          <Select
            label={t`From`}
            data={months}
            value={range.from}
            onChange={(from) => from && onRange({ ...range, from })}
            allowDeselect={false}
            w={150}
            error={rangeError ? true : undefined}
            comboboxProps={{ withinPortal: true }}
          />
          <Select
            label={t`To`}
            data={months}
            value={range.to}
            onChange={(to) => to && onRange({ ...range, to })}
            allowDeselect={false}
            w={150}
            error={rangeError}
            comboboxProps={{ withinPortal: true }}
          />
        </Group>
      ) : null}
      <Select
        label={t`Job`}
        data={jobData}
        value={jobId ?? ALL_JOBS}
        onChange={(next) => onJob(!next || next === ALL_JOBS ? null : next)}
        allowDeselect={false}
        searchable
        nothingFoundMessage={t`No job matches`}
        w={{ base: '100%', sm: 300 }}
        comboboxProps={{ withinPortal: true }}
      />
    </Group>
  );
}

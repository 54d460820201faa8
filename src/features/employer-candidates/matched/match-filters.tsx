// The matches' filters: the job (the company's active jobs), the lowest score shown and whether
// to hide those who already applied.
import { t } from '@lingui/core/macro';
import { Group, NativeSelect, Select, Switch } from '@mantine/core';
import type { CompanyJob } from '../shared/use-company-jobs';
import { MIN_SCORES } from '../shared/search';

type Props = {
  jobs: readonly CompanyJob[];
  jobId: string | undefined;
  minScore: number;
  hideApplied: boolean;
  onJob: (jobId: string) => void;
  onMinScore: (minScore: number) => void;
  onHideApplied: (hide: boolean) => void;
};

export function MatchFilters({ jobs, jobId, minScore, hideApplied, onJob, onMinScore, onHideApplied }: Props) {
  const data = jobs.map((j) => ({ value: j.id, label: j.title }));
  if (jobId && !data.some((d) => d.value === jobId)) data.unshift({ value: jobId, label: t`Selected job` });
  return (
    <Group align="flex-end" gap="md" wrap="wrap">
      <Select
        label={t`Job`}
        placeholder={t`Pick a job`}
        data={data}
        value={jobId ?? null}
        onChange={(next) => next && onJob(next)}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No job matches`}
        comboboxProps={{ withinPortal: true }}
        style={{ flex: '1 1 260px' }}
        maw={480}
      />
      <NativeSelect
        label={t`Lowest score`}
        value={String(minScore)}
        data={MIN_SCORES.map((s) => ({ value: String(s), label: s === 0 ? t`Any score` : t`${s}% or more` }))}
        onChange={(event) => onMinScore(Number(event.currentTarget.value))}
        w={150}
      />
      <Switch
        label={t`Hide applicants`}
        checked={hideApplied}
        onChange={(event) => onHideApplied(event.currentTarget.checked)}
        mb={8}
      />
    </Group>
  );
}

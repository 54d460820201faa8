// The all-applicants filters: the job and the application dates (the status is the tab). Dates
// are native date inputs: keyboard and screen-reader friendly everywhere, and nothing to load.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Select, TextInput } from '@mantine/core';
import type { JobSummary } from '@generated/api/model';

type Props = {
  jobs: readonly JobSummary[];
  jobId: string | undefined;
  from: string | undefined;
  to: string | undefined;
  onChange: (next: { jobId?: string; from?: string; to?: string }) => void;
};

export function ApplicantFilters({ jobs, jobId, from, to, onChange }: Props) {
  const data = [
    { value: '', label: t`All jobs` },
    ...jobs.map((j) => ({ value: j._id, label: j.title ?? t`Untitled job` })),
  ];
  if (jobId && !data.some((d) => d.value === jobId)) data.push({ value: jobId, label: t`Selected job` });
  const current = { jobId, from, to };
  const set = (patch: Partial<typeof current>) => {
    const next = { ...current, ...patch };
    onChange({
      ...(next.jobId ? { jobId: next.jobId } : {}),
      ...(next.from ? { from: next.from } : {}),
      ...(next.to ? { to: next.to } : {}),
    });
  };
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <Select
        label={t`Job`}
        data={data}
        value={jobId ?? ''}
        onChange={(value) => set({ jobId: value || undefined })}
        searchable
        allowDeselect={false}
        nothingFoundMessage={t`No job matches`}
        w={{ base: '100%', sm: 280 }}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        type="date"
        label={t`Applied from`}
        value={from ?? ''}
        max={to}
        onChange={(e) => set({ from: e.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      <TextInput
        type="date"
        label={t`Applied to`}
        value={to ?? ''}
        min={from}
        onChange={(e) => set({ to: e.currentTarget.value || undefined })}
        w={{ base: '100%', xs: 170 }}
      />
      {jobId || from || to ? (
        <Button variant="subtle" onClick={() => onChange({})}>
          <Trans>Clear filters</Trans>
        </Button>
      ) : null}
    </Group>
  );
}

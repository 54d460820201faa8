// The job whose responses are shown: the company's active jobs with their applicant counts. A job
// named in the URL that is no longer active (closed, paused) stays pickable under its own title.
import { plural, t } from '@lingui/core/macro';
import { Select } from '@mantine/core';
import type { ActiveJobApplicants } from '@generated/api/model';

type Props = {
  jobs: readonly ActiveJobApplicants[];
  value: string | undefined;
  /** The title of the chosen job when it is not among the active ones. */
  fallbackTitle?: string;
  onChange: (jobId: string) => void;
};

export function JobPicker({ jobs, value, fallbackTitle, onChange }: Props) {
  const data = jobs.map((j) => {
    const title = j.job.title ?? t`Untitled job`;
    const applicants = plural(j.totalApplicants, { one: '# applicant', other: '# applicants' });
    const label = j.unreadApplicants
      ? t`${title} (${applicants}, ${j.unreadApplicants} new)`
      : t`${title} (${applicants})`;
    return { value: j.job._id, label };
  });
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: fallbackTitle ?? t`Selected job` });
  return (
    <Select
      label={t`Job`}
      placeholder={t`Pick a job`}
      data={data}
      value={value ?? null}
      onChange={(next) => next && onChange(next)}
      searchable
      allowDeselect={false}
      nothingFoundMessage={t`No job matches`}
      maw={520}
      w="100%"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

// The job whose responses are shown: the company's active jobs with their applicant counts. A job
// named in the URL that is no longer active (closed, paused) stays pickable under its own title.
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
  const data = jobs.map((j) => ({
    value: j.job._id,
    label: `${j.job.title ?? 'Untitled job'} (${j.totalApplicants} ${j.totalApplicants === 1 ? 'applicant' : 'applicants'}${j.unreadApplicants ? `, ${j.unreadApplicants} new` : ''})`,
  }));
  if (value && !data.some((d) => d.value === value)) data.unshift({ value, label: fallbackTitle ?? 'Selected job' });
  return (
    <Select
      label="Job"
      placeholder="Pick a job"
      data={data}
      value={value ?? null}
      onChange={(next) => next && onChange(next)}
      searchable
      allowDeselect={false}
      nothingFoundMessage="No job matches"
      maw={520}
      w="100%"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

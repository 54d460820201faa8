// The company's jobs with the most applications, each with its funnel over its whole life.
// Choosing a job's title shows that job's figures on the whole page.
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { EmployerAnalyticsJob } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format/dates';
import { jobStatusColor } from '@/lib/format/job-status-color';
import { formatCount, formatPercent, rate } from './analytics-math';

type Props = {
  /** The id of the section heading that names the table. */
  labelledBy: string;
  jobs: readonly EmployerAnalyticsJob[];
  selected: string | null;
  onSelect: (jobId: string | null) => void;
};

const NUMBERS: ReadonlyArray<{ key: keyof EmployerAnalyticsJob; label: string }> = [
  { key: 'jobViews', label: 'Views' },
  { key: 'applyStarts', label: 'Apply starts' },
  { key: 'applications', label: 'Applications' },
  { key: 'shortlisted', label: 'Shortlisted' },
  { key: 'inInterview', label: 'Interviewed' },
  { key: 'hired', label: 'Hired' },
];

export function TopJobsTable({ labelledBy, jobs, selected, onSelect }: Props) {
  if (jobs.length === 0)
    return (
      <EmptyState
        compact
        title="No jobs to compare yet"
        text="Once your jobs are published and seen, each one's views, applications and hires are listed here."
      />
    );
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs" id={`${labelledBy}-about`}>
        The jobs with the most applications, over their whole life. Choose a job to see its figures above.
      </Text>
      <Table.ScrollContainer minWidth={900}>
        <Table
          verticalSpacing="sm"
          highlightOnHover
          fz="sm"
          aria-labelledby={labelledBy}
          aria-describedby={`${labelledBy}-about`}
        >
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Job</Table.Th>
              <Table.Th scope="col">Status</Table.Th>
              <Table.Th scope="col">Posted</Table.Th>
              {NUMBERS.map((n) => (
                <Table.Th key={n.key} scope="col" ta="right">
                  {n.label}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                View → apply
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {jobs.map((job) => {
              const isSelected = job.jobId === selected;
              return (
                <Table.Tr key={job.jobId} bg={isSelected ? 'var(--mantine-color-brand-0)' : undefined}>
                  <Table.Th scope="row" fw={400}>
                    <Anchor
                      component="button"
                      type="button"
                      fw={600}
                      ta="left"
                      aria-pressed={isSelected}
                      onClick={() => onSelect(isSelected ? null : job.jobId)}
                    >
                      {job.title || 'Untitled job'}
                    </Anchor>
                    {isSelected ? (
                      <Text size="xs" c="dimmed">
                        Shown above
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 100 }}>
                    <Badge variant="light" color={jobStatusColor(job.status)}>
                      {job.status.toLowerCase()}
                    </Badge>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDate(job.postedAt)}</Table.Td>
                  {NUMBERS.map((n) => (
                    <Table.Td key={n.key} ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                      {formatCount(Number(job[n.key]) || 0)}
                    </Table.Td>
                  ))}
                  <Table.Td ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatPercent(rate(job.applications, job.jobViews))}
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </>
  );
}

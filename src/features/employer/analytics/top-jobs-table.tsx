// The company's jobs with the most applications, each with its funnel over its whole life.
// Choosing a job's title shows that job's figures on the whole page.
import type { MessageDescriptor } from '@lingui/core';
import { msg, t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Table, Text } from '@mantine/core';
import type { EmployerAnalyticsJob } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format/dates';
import { textOf } from '@/lib/i18n/i18n';
import { jobStatusColor } from '@/lib/format/job-status-color';
import { jobStatusWord } from '@/lib/format/job-status-word';
import { formatCount, formatPercent, rate } from './analytics-math';

type Props = {
  /** The id of the section heading that names the table. */
  labelledBy: string;
  jobs: readonly EmployerAnalyticsJob[];
  selected: string | null;
  onSelect: (jobId: string | null) => void;
};

const NUMBERS: ReadonlyArray<{ key: keyof EmployerAnalyticsJob; label: MessageDescriptor }> = [
  { key: 'jobViews', label: msg`Views` },
  { key: 'applyStarts', label: msg`Apply starts` },
  { key: 'applications', label: msg`Applications` },
  { key: 'shortlisted', label: msg`Shortlisted` },
  { key: 'inInterview', label: msg`Interviewed` },
  { key: 'hired', label: msg`Hired` },
];

export function TopJobsTable({ labelledBy, jobs, selected, onSelect }: Props) {
  if (jobs.length === 0)
    return (
      <EmptyState
        compact
        title={t`No jobs to compare yet`}
        text={t`Once your jobs are published and seen, each one's views, applications and hires are listed here.`}
      />
    );
  return (
    <>
      <Text size="sm" c="dimmed" mb="xs" id={`${labelledBy}-about`}>
        <Trans>
          The jobs with the most applications, over their whole life. Choose a job to see its figures above.
        </Trans>
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
              <Table.Th scope="col">
                <Trans>Job</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Status</Trans>
              </Table.Th>
              <Table.Th scope="col">
                <Trans>Posted</Trans>
              </Table.Th>
              {NUMBERS.map((n) => (
                <Table.Th key={n.key} scope="col" ta="right">
                  {textOf(n.label)}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                <Trans>View → apply</Trans>
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
                      {job.title || t`Untitled job`}
                    </Anchor>
                    {isSelected ? (
                      <Text size="xs" c="dimmed">
                        <Trans>Shown above</Trans>
                      </Text>
                    ) : null}
                  </Table.Th>
                  <Table.Td style={{ whiteSpace: 'nowrap', minWidth: 100 }}>
                    <Badge variant="light" color={jobStatusColor(job.status)}>
                      {jobStatusWord(job.status)}
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

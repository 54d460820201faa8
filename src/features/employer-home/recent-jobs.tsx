// The employer home's newest jobs: each with its state, applicants (linked to its responses for
// those who review them) and when it was posted. A live job links to its page; a draft, which has
// no page yet and perhaps no title, to where it is edited.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Badge, Table } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { JobSummary } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { formatDate } from '@/lib/format/dates';
import { jobStatusColor } from '@/lib/format/job-status-color';
import { jobStatusWord } from '@/lib/format/job-status-word';

export function RecentJobs({ jobs, linkResponses }: { jobs: readonly JobSummary[]; linkResponses: boolean }) {
  if (jobs.length === 0)
    return (
      <EmptyState
        title={t`No jobs yet`}
        text={t`Post your first job and it will show up here with its applicants.`}
        compact
      />
    );
  return (
    <Table.ScrollContainer minWidth={560}>
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Job</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Applicants</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Posted</Trans>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {jobs.map((job) => (
            <Table.Tr key={job._id}>
              <Table.Td>
                {job.status === 'DRAFT' || !job.slug ? (
                  // A draft has no page yet (and may have no title): it opens where it is edited.
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/employer/job-type" search={{ jobId: job._id }} />}
                    fw={600}
                  >
                    {job.title || t`Untitled draft`}
                  </Anchor>
                ) : (
                  <Anchor component={Link} to={`/job-detail/${job.slug}`} fw={600}>
                    {job.title || t`Untitled job`}
                  </Anchor>
                )}
              </Table.Td>
              <Table.Td>
                {/* The theme's light variant keeps badges at WCAG AA contrast (dark text on pale colours). */}
                <Badge variant="light" color={jobStatusColor(job.status)}>
                  {jobStatusWord(job.status ?? 'DRAFT')}
                </Badge>
              </Table.Td>
              <Table.Td ta="right">
                {job.counts?.applicants && linkResponses ? (
                  // The job's responses screen, where its applicants are reviewed.
                  <Anchor
                    renderRoot={(props) => <Link {...props} to="/employer/responses" search={{ jobId: job._id }} />}
                    aria-label={
                      job.title
                        ? t`${job.counts.applicants} applicants for ${job.title}`
                        : t`${job.counts.applicants} applicants for this job`
                    }
                  >
                    {job.counts.applicants}
                  </Anchor>
                ) : (
                  (job.counts?.applicants ?? 0)
                )}
              </Table.Td>
              <Table.Td>{job.postedAt ? formatDate(job.postedAt) : '-'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

// The applicants across the company's jobs, one row per candidate with their latest application.
// On narrow screens the table scrolls sideways inside its own container, the page does not.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import type { ApplicantCandidate } from '@generated/api/model';
import { formatDate, formatDateTime } from '@/lib/format/dates';
import { experienceText } from '../shared/applicant';
import { ApplicationStatusBadge } from '../shared/status-badge';
import { StatusMenu } from '../shared/status-menu';
import type { ApplicationStatus } from '../shared/status';
import { PersonAvatar } from '@/components/ui/person-avatar';

type Props = {
  rows: readonly ApplicantCandidate[];
  busyId: string | undefined;
  onStatus: (row: ApplicantCandidate, status: ApplicationStatus) => void;
};

export function ApplicantsTable({ rows, busyId, onStatus }: Props) {
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table verticalSpacing="sm" highlightOnHover aria-label={t`Applicants`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>
              <Trans>Candidate</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Latest application</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Status</Trans>
            </Table.Th>
            <Table.Th>
              <Trans>Applied</Trans>
            </Table.Th>
            <Table.Th ta="right">
              <Trans>Jobs applied</Trans>
            </Table.Th>
            <Table.Th>
              <VisuallyHidden>
                <Trans>Actions</Trans>
              </VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => {
            const c = row.candidate;
            const latest = row.latestApplication;
            const details = [c.headline, experienceText(c.experienceYears)].filter(Boolean).join(' · ');
            return (
              <Table.Tr key={c._id}>
                <Table.Td>
                  <Group gap="sm" wrap="nowrap">
                    <PersonAvatar src={c.avatar} name={c.name} size="md" />
                    <Stack gap={0} style={{ minWidth: 0 }}>
                      <Anchor
                        renderRoot={(props) => (
                          <Link
                            {...props}
                            to="/employer/response-detail"
                            search={{ userJobId: latest.applicationId }}
                          />
                        )}
                        fw={600}
                      >
                        {c.name}
                      </Anchor>
                      {details ? (
                        <Text fz="sm" c="dimmed" lineClamp={1}>
                          {details}
                        </Text>
                      ) : null}
                    </Stack>
                  </Group>
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">{latest.jobTitle}</Text>
                </Table.Td>
                <Table.Td>
                  <ApplicationStatusBadge status={latest.status} />
                </Table.Td>
                <Table.Td>
                  <Text fz="sm">
                    <time dateTime={latest.appliedAt} title={formatDateTime(latest.appliedAt)}>
                      {formatDate(latest.appliedAt)}
                    </time>
                  </Text>
                </Table.Td>
                <Table.Td ta="right">{row.applicationCount}</Table.Td>
                <Table.Td>
                  <StatusMenu
                    name={c.name}
                    current={latest.status}
                    disabled={busyId === latest.applicationId}
                    onChange={(status) => onStatus(row, status)}
                  />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

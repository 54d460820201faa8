// What became of the company's invitations: sent, opened and applied with their rates, and the
// same per job.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { useGetInviteAnalytics } from '@generated/api/employer-candidates/employer-candidates';
import type { InviteAnalytics as Analytics } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { QueryView } from '@/components/ui/query-view';
import { FeatureGate } from '@/lib/plans/upgrade-prompt';
import { Section } from '../shared/section';

function Stat({ label, value, rate }: { label: string; value: number; rate?: number }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value.toLocaleString('en-IN')}
      </Text>
      {rate !== undefined ? (
        <Text fz="xs" c="dimmed">
          <Trans>{rate}% of sent</Trans>
        </Text>
      ) : null}
    </Stack>
  );
}

function Body({ data }: { data: Analytics }) {
  if (!data.sent)
    return <EmptyState compact title={t`No invitations yet`} text={t`Invite matched candidates to apply.`} />;
  return (
    <Stack gap="md">
      <SimpleGrid cols={3} spacing="sm">
        <Stat label={t`Sent`} value={data.sent} />
        <Stat label={t`Opened`} value={data.opened} rate={data.openRate} />
        <Stat label={t`Applied`} value={data.applied} rate={data.applyRate} />
      </SimpleGrid>
      {data.byJob.length ? (
        <Table.ScrollContainer minWidth={280}>
          <Table fz="sm" verticalSpacing={4} horizontalSpacing="xs" captionSide="top">
            <Table.Caption>
              <Trans>Per job</Trans>
            </Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">
                  <Trans>Job</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Sent</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Opened</Trans>
                </Table.Th>
                <Table.Th scope="col" ta="right">
                  <Trans>Applied</Trans>
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.byJob.map((j) => (
                <Table.Tr key={j.jobId}>
                  <Table.Th scope="row" fw={500}>
                    {j.title}
                  </Table.Th>
                  <Table.Td ta="right">{j.sent}</Table.Td>
                  <Table.Td ta="right">{j.opened}</Table.Td>
                  <Table.Td ta="right">{j.applied}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      ) : null}
    </Stack>
  );
}

export function InviteAnalytics() {
  return (
    <Section title={t`Invitations`}>
      <FeatureGate feature="candidate_invitation">
        <AnalyticsQuery />
      </FeatureGate>
    </Section>
  );
}

function AnalyticsQuery() {
  const analytics = useGetInviteAnalytics({});
  return (
    <QueryView query={analytics} errorTitle={t`We could not load the invitation figures`}>
      {(res) => <Body data={res.data} />}
    </QueryView>
  );
}

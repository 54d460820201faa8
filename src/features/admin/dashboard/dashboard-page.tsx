// The console's first screen: what waits for the admin (each a link to where it is decided), the
// board's size, and its last 30 days as a chart.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useGetAdminDashboard } from '@generated/api/admin/admin';
import type { AdminDashboard } from '@generated/api/model';
import { QueryView } from '@/components/ui/query-view';
import { ConsoleHeading } from '../console-layout';
import { ActivityChart } from './activity-chart';

const count = (n: number) => n.toLocaleString('en-IN');

type WaitingProps = { label: string; value: number; hint: string; to?: string };

function Waiting({ label, value, to, hint }: WaitingProps) {
  return (
    <Card withBorder radius="md" p="md" bg={value > 0 && to ? 'yellow.0' : undefined}>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={32} fw={700} lh={1.2}>
        {count(value)}
      </Text>
      {to ? (
        <Anchor component={Link} to={to} size="sm">
          {value > 0 ? hint : t`Open`}
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          {hint}
        </Text>
      )}
    </Card>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0}>
      <Text fz="xl" fw={700}>
        {count(value)}
      </Text>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
    </Stack>
  );
}

function Dashboard({ d }: { d: AdminDashboard }) {
  return (
    <Stack gap="lg">
      <section aria-labelledby="waiting-heading">
        <Text id="waiting-heading" component="h2" fw={700} fz="lg" mb="xs">
          <Trans>Waiting for you</Trans>
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Waiting
            label={t`Jobs to approve`}
            value={d.waiting.jobsToApprove}
            to="/admin/jobs"
            hint={t`Review the queue`}
          />
          <Waiting
            label={t`Reviews to publish`}
            value={d.waiting.reviewsToModerate}
            to="/admin/reviews"
            hint={t`Moderate reviews`}
          />
          <Waiting
            label={t`Chat reports to decide`}
            value={d.waiting.chatReports}
            to="/admin/chat-reports"
            hint={t`Moderate chat reports`}
          />
          <Waiting
            label={t`Contact messages this week`}
            value={d.waiting.contactMessages}
            to="/admin/contact-messages"
            hint={t`Read the inbox`}
          />
        </SimpleGrid>
      </section>
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="board-heading">
        <Text id="board-heading" component="h2" fw={700} fz="lg" mb="sm">
          <Trans>The board today</Trans>
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          <Stat label={t`Live jobs`} value={d.totals.liveJobs} />
          <Stat label={t`Companies`} value={d.totals.companies} />
          <Stat label={t`Employer accounts`} value={d.totals.employers} />
          <Stat label={t`Candidates`} value={d.totals.candidates} />
          <Stat label={t`Applications`} value={d.totals.applications} />
          <Stat label={t`Suspended accounts`} value={d.totals.disabledAccounts} />
        </SimpleGrid>
      </Card>
      <ActivityChart days={d.daily} />
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label={t`Loading the dashboard`}>
      <Group grow>
        {[0, 1, 2, 3].map((i) => (
          <Skeleton key={i} h={112} radius="md" />
        ))}
      </Group>
      <Skeleton h={96} radius="md" />
      <Skeleton h={340} radius="md" />
    </Stack>
  );
}

export function DashboardPage() {
  const query = useGetAdminDashboard();
  return (
    <>
      <ConsoleHeading title={t`Dashboard`} description={t`What waits for a decision, and how the board is doing.`} />
      <QueryView query={query} loading={<DashboardSkeleton />} errorTitle={t`We could not load the dashboard`}>
        {({ data }) => <Dashboard d={data} />}
      </QueryView>
    </>
  );
}

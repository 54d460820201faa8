// The console's first screen: what waits for the admin (each a link to where it is decided), the
// board's size, and its last 30 days as a chart.
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
          {value > 0 ? hint : 'Open'}
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
          Waiting for you
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }}>
          <Waiting label="Jobs to approve" value={d.waiting.jobsToApprove} to="/admin/jobs" hint="Review the queue" />
          <Waiting
            label="Reviews to publish"
            value={d.waiting.reviewsToModerate}
            to="/admin/reviews"
            hint="Moderate reviews"
          />
          <Waiting
            label="Chat reports to decide"
            value={d.waiting.chatReports}
            to="/admin/chat-reports"
            hint="Moderate chat reports"
          />
          <Waiting
            label="Contact messages this week"
            value={d.waiting.contactMessages}
            to="/admin/contact-messages"
            hint="Read the inbox"
          />
        </SimpleGrid>
      </section>
      <Card withBorder radius="md" p="md" component="section" aria-labelledby="board-heading">
        <Text id="board-heading" component="h2" fw={700} fz="lg" mb="sm">
          The board today
        </Text>
        <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md">
          <Stat label="Live jobs" value={d.totals.liveJobs} />
          <Stat label="Companies" value={d.totals.companies} />
          <Stat label="Employer accounts" value={d.totals.employers} />
          <Stat label="Candidates" value={d.totals.candidates} />
          <Stat label="Applications" value={d.totals.applications} />
          <Stat label="Suspended accounts" value={d.totals.disabledAccounts} />
        </SimpleGrid>
      </Card>
      <ActivityChart days={d.daily} />
    </Stack>
  );
}

function DashboardSkeleton() {
  return (
    <Stack gap="lg" aria-busy aria-label="Loading the dashboard">
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
      <ConsoleHeading title="Dashboard" description="What waits for a decision, and how the board is doing." />
      <QueryView query={query} loading={<DashboardSkeleton />} errorTitle="We could not load the dashboard">
        {({ data }) => <Dashboard d={data} />}
      </QueryView>
    </>
  );
}

// The employer's home: the company's jobs at a glance, what to do next, and the newest jobs with
// their applicants. Built from the company's own job list (listJobs with mine).
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Anchor, Card, Container, Group, SimpleGrid, Stack, Text, ThemeIcon } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useListJobs } from '@generated/api/jobs-discovery/jobs-discovery';
import type { TeamMemberPermission } from '@generated/api/model';
import { PageHeader } from '@/components/ui/page-header';
import { QueryView } from '@/components/ui/query-view';
import { useSession } from '@/lib/session/session';
import { useEmployerPermissions } from '@/lib/session/use-employer-permissions';
import { GettingStarted } from './getting-started';
import { jobStats } from './job-stats';
import { RecentJobs } from './recent-jobs';

// Each action shows only to those allowed to take it (team members by their permissions).
function actions(): Array<{ to: string; title: string; text: string; needs?: TeamMemberPermission }> {
  return [
    { to: '/employer/job-type', title: t`Post a job`, text: t`Nine short steps, saved as you go.`, needs: 'post_jobs' },
    { to: '/employer/my-jobs', title: t`Manage jobs`, text: t`Pause, close, clone or edit your postings.` },
    {
      to: '/employer/all-applicant',
      title: t`Review applicants`,
      text: t`Move people through your pipeline.`,
      needs: 'manage_applicants',
    },
    {
      to: '/employer/smart-search',
      title: t`Search candidates`,
      text: t`Find people who match your roles.`,
      needs: 'search_candidates',
    },
    {
      to: '/employer/analytics',
      title: t`See analytics`,
      text: t`Your funnel from views to hires, by month and job.`,
      needs: 'view_analytics',
    },
  ];
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Card p="md">
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fz={28} fw={700} lh={1.2}>
        {value.toLocaleString('en-US')}
      </Text>
    </Card>
  );
}

export function EmployerHomePage() {
  const session = useSession();
  const { can } = useEmployerPermissions();
  const jobs = useListJobs({ mine: true, page: 1, limit: 50, sort: 'newest' });
  const firstName = session?.user.firstName ?? '';
  return (
    <Container size="xl" py="xl">
      <PageHeader
        title={firstName ? t`Welcome back, ${firstName}` : t`Welcome back`}
        subtitle={session?.user.companyName ?? t`Your hiring at a glance`}
      />
      <QueryView query={jobs} isEmpty={() => false}>
        {(answer) => {
          const items = answer.data.items;
          const stats = jobStats(items);
          return (
            <Stack gap="xl">
              <GettingStarted />
              <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="md">
                <Stat label={t`Live jobs`} value={stats.live} />
                <Stat label={t`Drafts`} value={stats.drafts} />
                <Stat label={t`Paused`} value={stats.paused} />
                <Stat label={t`Applicants`} value={stats.applicants} />
                <Stat label={t`Job views`} value={stats.views} />
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="md">
                {actions()
                  .filter((a) => !a.needs || can(a.needs))
                  .map((a) => (
                    <Card key={a.to} component={Link} to={a.to} p="lg" style={{ textDecoration: 'none' }}>
                      <Group gap="sm" wrap="nowrap" align="flex-start">
                        <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
                          <svg
                            width="18"
                            height="18"
                            viewBox="0 0 24 24"
                            fill="none"
                            stroke="currentColor"
                            strokeWidth="2"
                            strokeLinecap="round"
                          >
                            <path d="M5 12h14M13 6l6 6-6 6" />
                          </svg>
                        </ThemeIcon>
                        <Stack gap={2}>
                          <Text fw={600} c="dark.8">
                            {a.title}
                          </Text>
                          <Text size="sm" c="dimmed">
                            {a.text}
                          </Text>
                        </Stack>
                      </Group>
                    </Card>
                  ))}
              </SimpleGrid>
              <Card p="lg">
                <Group justify="space-between" mb="sm">
                  <Text component="h2" fw={700} fz="lg">
                    <Trans>Your newest jobs</Trans>
                  </Text>
                  <Anchor component={Link} to="/employer/my-jobs" size="sm" fw={600}>
                    <Trans>All jobs</Trans>
                  </Anchor>
                </Group>
                <RecentJobs jobs={items.slice(0, 8)} linkResponses={can('manage_applicants')} />
              </Card>
            </Stack>
          );
        }}
      </QueryView>
    </Container>
  );
}

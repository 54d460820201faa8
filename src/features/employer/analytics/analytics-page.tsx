// The employer analytics page: the company's (or one job's) hiring over a range of months. KPI
// cards, the funnel from views to hires, the monthly trend, the sources of applications and the
// jobs with the most applications, with a CSV export of the months. Plans without
// `employer_analytics` and team members without `view_analytics` get a 403, shown as such.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import {
  Anchor,
  Button,
  Card,
  Container,
  Group,
  Loader,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { keepPreviousData } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useGetTenantSettings } from '@generated/api/board-settings/board-settings';
import { useGetEmployerAnalyticsByMonth, useGetEmployerAnalyticsCount } from '@generated/api/employer/employer';
import type { EmployerAnalyticsJob, EmployerAnalyticsMonth } from '@generated/api/model';
import { EmptyState } from '@/components/ui/empty-state';
import { ErrorState } from '@/components/ui/error-state';
import { DownloadIcon } from '@/components/ui/icons';
import { PageHeader } from '@/components/ui/page-header';
import { isApiError } from '@/lib/api/api-error';
import { STALE } from '@/lib/query/query-client';
import { useSession } from '@/lib/session/session';
import { funnelOf, hasNoActivity, kpisOf, lastMonths, monthLabel, totalsOf } from './analytics-math';
import { Filters, resolveRange, type RangeState } from './filters';
import { FunnelChart } from './funnel-chart';
import { KpiCards } from './kpi-cards';
import { downloadText } from './download';
import { monthsToCsv } from './months-to-csv';
import { SourcesChart } from './sources-chart';
import { TopJobsTable } from './top-jobs-table';
import { TrendChart } from './trend-chart';

type Props = {
  /** Today, for the month ranges; tests pass a fixed date. */
  now?: Date;
};

function forbiddenMessage(...errors: unknown[]): string | null {
  for (const e of errors) if (isApiError(e) && e.status === 403) return e.body.message || e.message;
  return null;
}

function NoAccess({ message }: { message: string }) {
  return (
    <Card p="lg">
      <EmptyState
        title={t`Analytics are not available to you`}
        text={
          <>
            <Trans>
              {message} Analytics come with the Plus and Premium plans; a team member also needs the “View analytics”
              permission from the account owner.
            </Trans>
          </>
        }
        action={
          <Button component={Link} to="/employer/pricing-and-plans" variant="light">
            <Trans>See plans</Trans>
          </Button>
        }
      />
    </Card>
  );
}

function PageSkeleton() {
  return (
    <Stack gap="lg" role="status" aria-busy="true" aria-live="polite">
      <VisuallyHidden>
        <Trans>Loading analytics…</Trans>
      </VisuallyHidden>
      <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="md" aria-hidden>
        {Array.from({ length: 6 }, (_, i) => (
          <Card key={i} p="md">
            <Skeleton height={12} width="60%" radius="sm" />
            <Skeleton height={26} width="45%" radius="sm" mt={10} />
          </Card>
        ))}
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg" aria-hidden>
        <Card p="lg">
          <Skeleton height={18} width="40%" radius="sm" />
          <Skeleton height={260} mt="md" />
        </Card>
        <Card p="lg">
          <Skeleton height={18} width="40%" radius="sm" />
          <Skeleton height={260} mt="md" />
        </Card>
      </SimpleGrid>
    </Stack>
  );
}

function Report({
  months,
  scope,
  period,
}: {
  months: readonly EmployerAnalyticsMonth[];
  scope: string;
  period: string;
}) {
  const totals = totalsOf(months);
  return (
    <Stack gap="lg">
      <KpiCards kpis={kpisOf(months)} period={period} />
      <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="lg">
        <FunnelChart steps={funnelOf(totals)} scope={scope} />
        <SourcesChart sources={totals.sources} scope={scope} />
      </SimpleGrid>
      <TrendChart months={months} scope={scope} />
    </Stack>
  );
}

export function AnalyticsPage({ now: fixedNow }: Props) {
  const now = useMemo(() => fixedNow ?? new Date(), [fixedNow]);
  const session = useSession();
  const [range, setRange] = useState<RangeState>(() => ({ preset: '12', ...lastMonths(6, now) }));
  const [jobId, setJobId] = useState<string | null>(null);

  const resolved = resolveRange(range, now);
  const rangeError = 'error' in resolved ? resolved.error : undefined;
  // The last valid range stays on screen while a custom one is being corrected.
  const [lastValid, setLastValid] = useState(() => lastMonths(12, now));
  if (!('error' in resolved) && (resolved.from !== lastValid.from || resolved.to !== lastValid.to))
    setLastValid(resolved);
  const body = { ...lastValid, ...(jobId ? { jobId } : {}) };

  const count = useGetEmployerAnalyticsCount({ query: { staleTime: STALE.medium, retry: false } });
  // A POST read: orval.config.ts makes get* POSTs query hooks, keyed by the body (range and job),
  // so each range and job is cached like any read; the previous figures stay while the next load.
  const monthly = useGetEmployerAnalyticsByMonth(body, {
    query: { staleTime: STALE.medium, placeholderData: keepPreviousData, retry: false },
  });
  const settings = useGetTenantSettings({ query: { staleTime: STALE.long, retry: false } });
  const canExport = settings.data?.data.features.includes('analytics_export') ?? false;

  const jobs: readonly EmployerAnalyticsJob[] = count.data?.data.topJobs ?? [];
  const job = jobId ? jobs.find((j) => j.jobId === jobId) : undefined;
  const scope = jobId ? `“${job?.title || t`the selected job`}”` : t`your jobs`;
  const period = `${monthLabel(lastValid.from)} – ${monthLabel(lastValid.to)}`;
  const months = monthly.data?.data;

  const exportCsv = () => {
    if (!months) return;
    downloadText(
      monthsToCsv(months),
      `analytics-${lastValid.from}-to-${lastValid.to}${jobId ? `-job-${jobId}` : ''}.csv`,
    );
  };

  const forbidden = forbiddenMessage(monthly.error, count.error);

  return (
    <Container size="xl" py="xl">
      <PageHeader
        title={t`Analytics`}
        subtitle={
          session?.user.companyName
            ? t`Hiring activity of ${session.user.companyName}`
            : t`Hiring activity of your company`
        }
        actions={
          forbidden ? null : canExport ? (
            <Button
              variant="default"
              leftSection={<DownloadIcon size={18} />}
              onClick={exportCsv}
              disabled={!months || months.length === 0}
            >
              <Trans>Export CSV</Trans>
            </Button>
          ) : settings.data ? (
            <Text size="sm" c="dimmed" maw={260}>
              <Trans>Downloading the figures as CSV comes with the Premium plan.</Trans>
            </Text>
          ) : null
        }
      />
      {forbidden ? (
        <NoAccess message={forbidden} />
      ) : (
        <Stack gap="lg">
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Filters
              range={range}
              onRange={setRange}
              rangeError={rangeError}
              jobs={jobs}
              jobId={jobId}
              onJob={setJobId}
              now={now}
            />
          </Card>
          <Group gap="xs" justify="space-between" wrap="wrap" aria-live="polite">
            <Text size="sm" c="dimmed">
              {job ? t`${job.title}, ${period}` : jobId ? t`One job, ${period}` : t`All jobs, ${period}`}
            </Text>
            {monthly.isFetching && months ? (
              <Group gap={6}>
                <Loader size="xs" aria-hidden />
                <Text size="sm" c="dimmed">
                  <Trans>Updating…</Trans>
                </Text>
              </Group>
            ) : null}
          </Group>
          {months === undefined ? (
            monthly.isError ? (
              <Card p="lg">
                <ErrorState
                  title={t`We could not load the analytics`}
                  message={monthly.error instanceof Error ? monthly.error.message : undefined}
                  onRetry={() => void monthly.refetch()}
                  retrying={monthly.isFetching}
                />
              </Card>
            ) : (
              <PageSkeleton />
            )
          ) : hasNoActivity(months) ? (
            <Card p="lg">
              <EmptyState
                title={t`No activity yet`}
                text={t`Nothing happened on ${scope} between ${period}. Once your jobs are published and seen, this page shows their views, applications and hires month by month, the funnel from views to hires, where applicants came from and how quickly you hire.`}
                action={
                  jobId ? null : (
                    <Anchor component={Link} to="/employer/job-type" fw={600}>
                      <Trans>Post a job</Trans>
                    </Anchor>
                  )
                }
              />
            </Card>
          ) : (
            <Report months={months} scope={scope} period={period} />
          )}
          <Card p={{ base: 'md', sm: 'lg' }}>
            <Title order={2} fz="lg" fw={700} mb="xs" id="analytics-top-jobs">
              <Trans>Top jobs</Trans>
            </Title>
            {count.data ? (
              <TopJobsTable labelledBy="analytics-top-jobs" jobs={jobs} selected={jobId} onSelect={setJobId} />
            ) : count.isError ? (
              <ErrorState
                compact
                message={count.error instanceof Error ? count.error.message : undefined}
                onRetry={() => void count.refetch()}
                retrying={count.isFetching}
              />
            ) : (
              <Stack gap="xs" role="status" aria-busy="true">
                <VisuallyHidden>
                  <Trans>Loading jobs…</Trans>
                </VisuallyHidden>
                {Array.from({ length: 4 }, (_, i) => (
                  <Skeleton key={i} height={28} aria-hidden />
                ))}
              </Stack>
            )}
          </Card>
        </Stack>
      )}
    </Container>
  );
}

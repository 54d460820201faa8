// Salary insights on a job's page (getJobSalaryInsights), for boards whose plan has
// job_salary_insights (and, for a signed-in employer, whose company's plan has it: the board sells
// it to employers). Nothing is asked or shown without the flag; a failure here never disturbs the
// job itself.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Button, Group, Skeleton, Text } from '@mantine/core';
import type { Job } from '@generated/api/model';
import { useGetJobSalaryInsights } from '@generated/api/salary-insights/salary-insights';
import { SILENT } from '@/lib/api/http';
import { useFeature } from '@/lib/plans/use-feature';
import { STALE } from '@/lib/query/query-client';
import { InsightsPanel, SalaryInsightsCard } from './salary-insights-card';

export function JobSalaryInsights({ job }: { job: Pick<Job, '_id'> }) {
  const feature = useFeature('job_salary_insights');
  if (!feature.allowed) return null;
  return <Insights jobId={job._id} />;
}

function Insights({ jobId }: { jobId: string }) {
  const insights = useGetJobSalaryInsights(jobId, { query: { staleTime: STALE.medium }, request: SILENT });
  if (insights.isPending)
    return (
      <InsightsPanel>
        <Skeleton height={120} radius="sm" role="status" aria-label={t`Loading salary insights`} />
      </InsightsPanel>
    );
  if (insights.isError)
    return (
      <InsightsPanel>
        <Group gap="sm" role="alert" wrap="wrap">
          <Text fz="sm" c="dimmed">
            <Trans>Salary insights could not be loaded.</Trans>
          </Text>
          <Button
            variant="subtle"
            size="compact-sm"
            onClick={() => void insights.refetch()}
            loading={insights.isFetching}
          >
            <Trans>Try again</Trans>
          </Button>
        </Group>
      </InsightsPanel>
    );
  return <SalaryInsightsCard insights={insights.data.data} />;
}

// The job page's salary insights once they are read: the chart of one currency's percentiles in an
// accessible figure (its caption says the figures in a sentence; its table is one click away), a
// choice of currency when jobs like this pay in several, or, below the minimum counts, only that
// there is not enough data. The chart is drawn in the browser after hydration: recharts' markup is
// not the server's to write, and its code loads apart from the page's.
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { Box, Button, Group, Paper, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState, useSyncExternalStore, type ReactNode } from 'react';
import type { SalaryInsights } from '@generated/api/model';
import { ChartFigure } from '@/components/charts/chart-figure';
import { CHART_HEIGHT, periodWords, payLabel, percentileRows, summaryOf } from './insights-format';

const SalaryChart = lazy(() => import('./salary-chart'));

const HEADING_ID = 'salary-insights-heading';

const never = () => () => undefined;
const inBrowser = () => true;
const onServer = () => false;

export function InsightsPanel({ children }: { children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-labelledby={HEADING_ID}>
      <Title order={2} fz="lg" mb="xs" id={HEADING_ID}>
        <Trans>Salary insights</Trans>
      </Title>
      {children}
    </Paper>
  );
}

export function NotEnoughData({ insights }: { insights: SalaryInsights }) {
  return (
    <InsightsPanel>
      <Text fz="sm" c="dimmed">
        <Trans>
          Not enough jobs like this one show their salary yet. Figures appear once at least {insights.minimumJobs} jobs
          from {insights.minimumCompanies} different companies do, so no single employer’s pay is shown.
        </Trans>
      </Text>
    </InsightsPanel>
  );
}

export function SalaryInsightsCard({ insights }: { insights: SalaryInsights }) {
  const [chosen, setChosen] = useState(0);
  // False while hydrating (the server's snapshot), so the first render matches the server's page.
  const hydrated = useSyncExternalStore(never, inBrowser, onServer);
  const { basis, period, distributions } = insights;
  const shown = distributions[chosen] ?? distributions[0];
  if (!insights.enough || !basis || !shown) return <NotEnoughData insights={insights} />;

  const rows = percentileRows(shown);
  const unit = `${shown.currencyCode} ${periodWords()[period]}`;
  const placeholder = <Box h={CHART_HEIGHT} />;
  const currencies =
    distributions.length > 1 ? (
      <Group gap={4} role="group" aria-label={t`Currency`}>
        {distributions.map((d, i) => (
          <Button
            key={d.currencyCode}
            size="compact-sm"
            variant={d === shown ? 'light' : 'subtle'}
            aria-pressed={d === shown}
            onClick={() => setChosen(i)}
          >
            {d.currencyCode}
          </Button>
        ))}
      </Group>
    ) : null;

  return (
    <ChartFigure
      title={t`Salary insights`}
      caption={summaryOf(shown, basis, period)}
      actions={currencies}
      table={{
        headers: [t`Percentile`, unit],
        rows: [...rows.map((r) => [r.label, payLabel(r.value, shown.currencyCode)]), [t`Jobs`, String(shown.jobs)]],
      }}
    >
      {hydrated ? (
        <Suspense fallback={placeholder}>
          <SalaryChart
            rows={rows.map((r) => ({
              label: r.label,
              value: r.value,
              text: payLabel(r.value, shown.currencyCode),
              median: r.key === 'median',
            }))}
          />
        </Suspense>
      ) : (
        placeholder
      )}
    </ChartFigure>
  );
}

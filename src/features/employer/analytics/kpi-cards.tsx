// The headline figures of the range: job views, applications, hires, view → apply conversion,
// time to first applicant and time to hire (how the times are averaged: analytics-math.ts).
import { t } from '@lingui/core/macro';
import { Card, SimpleGrid, Text } from '@mantine/core';
import { formatCount, formatDays, formatHours, formatPercent, type Kpis } from './analytics-math';

type Props = { kpis: Kpis; period: string };

function Kpi({ label, value, hint }: { label: string; value: string; hint: string }) {
  return (
    <Card p="md" component="li" aria-label={`${label}: ${value}`}>
      <Text size="sm" c="dimmed" aria-hidden>
        {label}
      </Text>
      <Text fz={{ base: 22, sm: 26 }} fw={700} lh={1.2} style={{ fontVariantNumeric: 'tabular-nums' }} aria-hidden>
        {value}
      </Text>
      <Text size="xs" c="dimmed" mt={4}>
        {hint}
      </Text>
    </Card>
  );
}

export function KpiCards({ kpis, period }: Props) {
  return (
    <SimpleGrid
      component="ul"
      aria-label={t`Key figures`}
      cols={{ base: 2, sm: 3, lg: 6 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      <Kpi label={t`Job views`} value={formatCount(kpis.jobViews)} hint={period} />
      <Kpi label={t`Applications`} value={formatCount(kpis.applications)} hint={period} />
      <Kpi label={t`Hires`} value={formatCount(kpis.hired)} hint={period} />
      <Kpi label={t`View → apply`} value={formatPercent(kpis.viewToApply)} hint={t`Applications per job view`} />
      <Kpi
        label={t`Time to first applicant`}
        value={formatHours(kpis.timeToFirstApplicantHours)}
        hint={t`From publishing, average`}
      />
      <Kpi label={t`Time to hire`} value={formatDays(kpis.timeToHireDays)} hint={t`From applying, average per hire`} />
    </SimpleGrid>
  );
}

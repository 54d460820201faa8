// The hiring funnel: job views → apply starts → applications → shortlisted → interviewed →
// hired, as horizontal bars with each step's conversion from the step before it.
import { t } from '@lingui/core/macro';
import { formatCount, formatPercent, type FunnelStep } from './analytics-math';
import { BarListChart } from './bar-list-chart';
import { ChartFigure } from '@/components/charts/chart-figure';
import { CHART_COLORS } from '@/components/charts/chart-theme';

type Props = { steps: readonly FunnelStep[]; scope: string };

export function FunnelChart({ steps, scope }: Props) {
  const data = steps.map((s) => ({
    ...s,
    text: s.fromPrevious === null ? formatCount(s.value) : `${formatCount(s.value)} · ${formatPercent(s.fromPrevious)}`,
  }));
  return (
    <ChartFigure
      title={t`Hiring funnel`}
      caption={t`How ${scope} moved from job views to hires; the percentage is each step's conversion from the step before it.`}
      table={{
        headers: [t`Step`, t`Count`, t`From previous step`, t`From job views`],
        rows: steps.map((s) => [
          s.label,
          formatCount(s.value),
          formatPercent(s.fromPrevious),
          formatPercent(s.fromViews),
        ]),
      }}
    >
      <BarListChart data={data} color={CHART_COLORS.funnel} unit={t`Count`} height={300} labelWidth={96} />
    </ChartFigure>
  );
}

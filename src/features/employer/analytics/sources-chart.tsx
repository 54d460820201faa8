// Where the applications came from (job search, alerts, direct links, imported jobs,
// invitations), as bars with each source's share.
import { t } from '@lingui/core/macro';
import { SOURCES, formatCount, formatPercent, rate, type Totals } from './analytics-math';
import { BarListChart } from './bar-list-chart';
import { textOf } from '@/lib/i18n/i18n';
import { ChartFigure } from '@/components/charts/chart-figure';
import { CHART_COLORS } from '@/components/charts/chart-theme';

type Props = { sources: Totals['sources']; scope: string };

export function SourcesChart({ sources, scope }: Props) {
  const total = SOURCES.reduce((s, { key }) => s + sources[key], 0);
  const rows = SOURCES.map(({ key, label }) => ({
    label: textOf(label),
    value: sources[key],
    share: rate(sources[key], total),
  }));
  const data = rows.map((r) => ({ ...r, text: `${formatCount(r.value)} · ${formatPercent(r.share)}` }));
  return (
    <ChartFigure
      title={t`Applications by source`}
      caption={t`Where the applications to ${scope} came from, with each source's share of them.`}
      table={{
        headers: [t`Source`, t`Applications`, t`Share`],
        rows: rows.map((r) => [r.label, formatCount(r.value), formatPercent(r.share)]),
      }}
    >
      <BarListChart data={data} color={CHART_COLORS.source} unit={t`Applications`} height={260} labelWidth={120} />
    </ChartFigure>
  );
}

// Applications, job views and hires month by month. Views run an order of magnitude above the
// others, so they have their own axis on the right.
import { msg, t } from '@lingui/core/macro';
import type { EmployerAnalyticsMonth } from '@generated/api/model';
import { CartesianGrid, Legend, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { compactNumber } from '@/lib/format/compact-number';
import { textOf } from '@/lib/i18n/i18n';
import { formatCount, monthLabel, shortMonthLabel } from './analytics-math';
import { ChartFigure } from '@/components/charts/chart-figure';
import { AXIS_TICK, CHART_COLORS, INITIAL_SIZE, TOOLTIP_STYLE } from '@/components/charts/chart-theme';

// Views are dashed on their own axis so the much smaller counts stay readable.
const SERIES = [
  { key: 'jobViews', name: msg`Job views`, axis: 'right', color: CHART_COLORS.views },
  { key: 'applications', name: msg`Applications`, axis: 'left', color: CHART_COLORS.applications },
  { key: 'hired', name: msg`Hires`, axis: 'left', color: CHART_COLORS.hired },
] as const;

type Props = { months: readonly EmployerAnalyticsMonth[]; scope: string };

export function TrendChart({ months, scope }: Props) {
  const data = months.map((m) => ({
    month: shortMonthLabel(m.month),
    applications: m.applications,
    jobViews: m.jobViews,
    hired: m.hired,
  }));
  return (
    <ChartFigure
      title={t`Monthly trend`}
      caption={t`Applications and hires (left axis) and job views (right axis) of ${scope}, month by month.`}
      table={{
        headers: [t`Month`, t`Job views`, t`Applications`, t`Hires`],
        rows: months.map((m) => [
          monthLabel(m.month),
          formatCount(m.jobViews),
          formatCount(m.applications),
          formatCount(m.hired),
        ]),
      }}
    >
      <ResponsiveContainer width="100%" height={300} initialDimension={INITIAL_SIZE}>
        <LineChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="month" tick={AXIS_TICK} tickLine={false} interval="preserveStartEnd" minTickGap={8} />
          <YAxis
            yAxisId="left"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={compactNumber}
            width={48}
          />
          <YAxis
            yAxisId="right"
            orientation="right"
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={compactNumber}
            width={48}
          />
          <Tooltip {...TOOLTIP_STYLE} formatter={(value) => formatCount(Number(value))} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          {SERIES.map((line) => (
            <Line
              key={line.key}
              yAxisId={line.axis}
              type="monotone"
              dataKey={line.key}
              name={textOf(line.name)}
              stroke={line.color}
              strokeWidth={line.axis === 'right' ? 2 : 2.5}
              strokeDasharray={line.axis === 'right' ? '5 4' : undefined}
              dot={line.axis === 'right' ? false : { r: 3 }}
              isAnimationActive={false}
            />
          ))}
        </LineChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

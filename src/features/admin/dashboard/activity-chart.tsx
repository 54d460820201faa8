// Thirty days of the board's activity: applications as bars (the largest numbers), jobs posted and
// sign-ups as lines over them, day by day; the same numbers as a table for screen readers.
import { t } from '@lingui/core/macro';
import type { AdminDay } from '@generated/api/model';
import { Bar, CartesianGrid, ComposedChart, Legend, Line, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFigure } from '@/components/charts/chart-figure';
import { AXIS_TICK, CHART_COLORS, INITIAL_SIZE, TOOLTIP_STYLE } from '@/components/charts/chart-theme';
import { compactNumber } from '@/lib/format/compact-number';
import { formatDayMonth } from '@/lib/format/dates';

export function ActivityChart({ days }: { days: readonly AdminDay[] }) {
  const data = days.map((d) => ({ ...d, label: formatDayMonth(d.date) }));
  return (
    <ChartFigure
      title={t`Last 30 days`}
      caption={t`Applications, jobs posted and new accounts on the board, day by day (UTC).`}
      table={{
        headers: [t`Day`, t`Applications`, t`Jobs posted`, t`New accounts`],
        rows: days.map((d) => [formatDayMonth(d.date), d.applications, d.jobsPosted, d.signups]),
      }}
    >
      <ResponsiveContainer width="100%" height={280} initialDimension={INITIAL_SIZE}>
        <ComposedChart data={data} margin={{ top: 8, right: 4, bottom: 0, left: -8 }} accessibilityLayer={false}>
          <CartesianGrid stroke={CHART_COLORS.grid} vertical={false} />
          <XAxis dataKey="label" tick={AXIS_TICK} tickLine={false} interval="preserveStartEnd" minTickGap={16} />
          <YAxis
            tick={AXIS_TICK}
            tickLine={false}
            axisLine={false}
            allowDecimals={false}
            tickFormatter={compactNumber}
            width={48}
          />
          <Tooltip {...TOOLTIP_STYLE} />
          <Legend wrapperStyle={{ fontSize: 13 }} />
          <Bar
            dataKey="applications"
            name="Applications"
            fill={CHART_COLORS.applications}
            radius={[3, 3, 0, 0]}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="jobsPosted"
            name="Jobs posted"
            stroke={CHART_COLORS.hired}
            strokeWidth={2.5}
            dot={false}
            isAnimationActive={false}
          />
          <Line
            type="monotone"
            dataKey="signups"
            name="New accounts"
            stroke={CHART_COLORS.source}
            strokeWidth={2}
            strokeDasharray="5 4"
            dot={false}
            isAnimationActive={false}
          />
        </ComposedChart>
      </ResponsiveContainer>
    </ChartFigure>
  );
}

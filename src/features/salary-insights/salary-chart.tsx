// The percentiles as horizontal bars, the median in its own colour, each labelled with its amount.
// Loaded apart from the job page (recharts is large), after the page has hydrated.
import { Bar, BarChart, Cell, LabelList, ResponsiveContainer, XAxis, YAxis } from 'recharts';
import { AXIS_TICK, CHART_COLORS, INITIAL_SIZE } from '@/components/charts/chart-theme';
import { CHART_HEIGHT } from './insights-format';

export type ChartRow = { label: string; value: number; text: string; median: boolean };

export default function SalaryChart({ rows }: { rows: readonly ChartRow[] }) {
  return (
    <ResponsiveContainer width="100%" height={CHART_HEIGHT} initialDimension={INITIAL_SIZE}>
      <BarChart
        data={[...rows]}
        layout="vertical"
        margin={{ top: 4, right: 96, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <XAxis type="number" hide domain={[0, 'dataMax']} />
        <YAxis type="category" dataKey="label" width={104} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Bar dataKey="value" radius={[0, 4, 4, 0]} minPointSize={2} isAnimationActive={false}>
          {rows.map((r) => (
            <Cell key={r.label} fill={r.median ? CHART_COLORS.hired : CHART_COLORS.funnel} />
          ))}
          <LabelList dataKey="text" position="right" fill={CHART_COLORS.axis} fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

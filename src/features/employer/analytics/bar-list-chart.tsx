// Horizontal bars with the category on the left and a text label after each bar: the shape of
// the funnel and of the sources chart.
import { Bar, BarChart, CartesianGrid, LabelList, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { formatCount } from './analytics-math';
import { AXIS_TICK, CHART_COLORS, INITIAL_SIZE, TOOLTIP_STYLE } from '@/components/charts/chart-theme';

type Props = {
  data: ReadonlyArray<{ label: string; value: number; text: string }>;
  color: string;
  /** What the value counts, in the tooltip. */
  unit: string;
  height: number;
  labelWidth: number;
};

export function BarListChart({ data, color, unit, height, labelWidth }: Props) {
  return (
    <ResponsiveContainer width="100%" height={height} initialDimension={INITIAL_SIZE}>
      <BarChart
        data={[...data]}
        layout="vertical"
        margin={{ top: 4, right: 96, bottom: 4, left: 0 }}
        accessibilityLayer={false}
      >
        <CartesianGrid horizontal={false} stroke={CHART_COLORS.grid} />
        <XAxis type="number" hide domain={[0, 'dataMax']} />
        <YAxis type="category" dataKey="label" width={labelWidth} tick={AXIS_TICK} tickLine={false} axisLine={false} />
        <Tooltip
          {...TOOLTIP_STYLE}
          cursor={{ fill: 'var(--mantine-color-gray-1)' }}
          formatter={(value) => [formatCount(Number(value)), unit]}
        />
        <Bar dataKey="value" fill={color} radius={[0, 4, 4, 0]} minPointSize={2} isAnimationActive={false}>
          <LabelList dataKey="text" position="right" fill={CHART_COLORS.axis} fontSize={12} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}

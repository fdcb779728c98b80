import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { ChartRow } from './leadChartLabels';
import { CHART_COLOUR } from './LeadsPerDayChart';

export interface LeadBreakdownChartProps {
  /** The bars, biggest first. */
  rows: readonly ChartRow[];
}

const BAR_HEIGHT = 28;

/** Horizontal bars, one per value, labelled with the value; the height follows the bar count. */
export function LeadBreakdownChart({ rows }: LeadBreakdownChartProps) {
  return (
    <ResponsiveContainer width="100%" height={Math.max(1, rows.length) * BAR_HEIGHT + 32}>
      <BarChart
        accessibilityLayer={false}
        data={[...rows]}
        layout="vertical"
        margin={{ top: 0, right: 16, bottom: 0, left: 0 }}
      >
        <XAxis type="number" allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
        <YAxis
          type="category"
          dataKey="label"
          width={150}
          tick={{ fontSize: 12, fill: '#334155' }}
          // Long campaign names and labels are cut on the axis; the table has them whole.
          tickFormatter={(label: string) => (label.length > 22 ? `${label.slice(0, 21)}…` : label)}
        />
        <Tooltip formatter={(count) => [count, 'Leads']} cursor={{ fill: '#f1f5f9' }} />
        <Bar dataKey="count" name="Leads" fill={CHART_COLOUR} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

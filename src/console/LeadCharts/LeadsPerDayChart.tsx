import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LeadDay } from '@/sdk/schemas/leadDashboard';
import { longDay, shortDay } from './leadChartLabels';

/** Brand 600: 6.9:1 against white, well above the 3:1 that graphics need. */
export const CHART_COLOUR = '#3d46c2';

export interface LeadsPerDayChartProps {
  /** Every day of the range, oldest first, zeros included. */
  perDay: readonly LeadDay[];
}

/** Leads per day as bars (SVG), a tick every week or so. */
export function LeadsPerDayChart({ perDay }: LeadsPerDayChartProps) {
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart
        accessibilityLayer={false}
        data={[...perDay]}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="day"
          tickFormatter={shortDay}
          interval={Math.max(0, Math.ceil(perDay.length / 8) - 1)}
          tick={{ fontSize: 12, fill: '#475569' }}
        />
        <YAxis allowDecimals={false} tick={{ fontSize: 12, fill: '#475569' }} />
        <Tooltip
          labelFormatter={(day) => longDay(String(day))}
          formatter={(count) => [count, 'Leads']}
          cursor={{ fill: '#f1f5f9' }}
        />
        <Bar dataKey="count" name="Leads" fill={CHART_COLOUR} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

import { useState } from 'react';
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { LeadDay } from '@/sdk/schemas/leadDashboard';
import { longDay, shortDay } from './leadChartLabels';

/** Brand 600: 6.9:1 against white, well above the 3:1 that graphics need. */
export const CHART_COLOUR = '#3d46c2';

export interface LeadsPerDayChartProps {
  /** Every day of the range, oldest first, zeros included. */
  perDay: readonly LeadDay[];
}

/** Room for one day label ("21 Nov" is about 40 px at 12 px) and a gap. */
const LABEL_ROOM = 56;

/**
 * Leads per day as bars (SVG), a tick every week or so: at most eight labels, and no more than
 * the chart's width has room for, so on a phone the dates never run into each other.
 */
export function LeadsPerDayChart({ perDay }: LeadsPerDayChartProps) {
  const [width, setWidth] = useState(0);
  const labels = width > 0 ? Math.max(2, Math.min(8, Math.floor(width / LABEL_ROOM))) : 8;
  return (
    <ResponsiveContainer width="100%" height={240} onResize={(w) => setWidth(w)}>
      <BarChart
        accessibilityLayer={false}
        data={[...perDay]}
        margin={{ top: 8, right: 8, bottom: 0, left: -16 }}
      >
        <CartesianGrid vertical={false} stroke="#e2e8f0" />
        <XAxis
          dataKey="day"
          tickFormatter={shortDay}
          interval={Math.max(0, Math.ceil(perDay.length / labels) - 1)}
          tick={{ fontSize: 12, fill: '#475569' }}
        />
        {/* interval 0: every tick drawn where it is. Recharts' default nudges the top label into
            view by a size it measures in the DOM, which came out differently from one render to
            the next (the top label moved 3 px between runs of the same story). */}
        <YAxis allowDecimals={false} interval={0} tick={{ fontSize: 12, fill: '#475569' }} />
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

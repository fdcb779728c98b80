import { Bar, BarChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { axisLines, type ChartRow } from './leadChartLabels';
import { CHART_COLOUR } from './LeadsPerDayChart';

export interface LeadBreakdownChartProps {
  /** The bars, biggest first. */
  rows: readonly ChartRow[];
}

const BAR_HEIGHT = 28;
const LINE_HEIGHT = 13;

/** What recharts hands a custom axis tick. */
interface TickProps {
  x?: number;
  y?: number;
  payload?: { value: string };
}

/** A category label on one or two lines (axisLines), centred on its bar. */
function CategoryTick({ x = 0, y = 0, payload }: TickProps) {
  const lines = axisLines(payload?.value ?? '');
  const firstLine = 4 - ((lines.length - 1) * LINE_HEIGHT) / 2;
  return (
    <text x={x} y={y} textAnchor="end" fontSize={12} fill="#334155">
      {lines.map((line, i) => (
        <tspan key={i} x={x} dy={i === 0 ? firstLine : LINE_HEIGHT}>
          {line}
        </tspan>
      ))}
    </text>
  );
}

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
        {/* interval 0: no label placed by a size Recharts measures in the page (LeadsPerDayChart). */}
        <XAxis
          type="number"
          allowDecimals={false}
          interval={0}
          tick={{ fontSize: 12, fill: '#475569' }}
        />
        <YAxis
          type="category"
          dataKey="label"
          width={150}
          // Every bar keeps its label (recharts would drop ones it guesses overlap), and long
          // labels wrap to a second line rather than being cut (axisLines).
          interval={0}
          tick={<CategoryTick />}
        />
        <Tooltip formatter={(count) => [count, 'Leads']} cursor={{ fill: '#f1f5f9' }} />
        <Bar dataKey="count" name="Leads" fill={CHART_COLOUR} isAnimationActive={false} />
      </BarChart>
    </ResponsiveContainer>
  );
}

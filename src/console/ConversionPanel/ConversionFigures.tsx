import type { ConversionReport } from '@/sdk/schemas/conversion';
import { countChangeText, countText, rateChangeText, rateText } from './conversionWords';

export interface ConversionFiguresProps {
  /** The report whose range and previous period are compared. */
  report: ConversionReport;
}

/** Four figures, each with its change on the previous period in words (never a bare arrow). */
export function ConversionFigures({ report }: ConversionFiguresProps) {
  const { totals: now, previous: before, days } = report;
  const figures = [
    {
      label: 'Visitors',
      value: countText(now.visitors),
      change: countChangeText(now.visitors, before.visitors, days, 'no visits before'),
    },
    {
      label: 'Leads',
      value: countText(now.leads),
      change: countChangeText(now.leads, before.leads, days, 'no leads before'),
    },
    {
      label: 'Conversion rate',
      value: rateText(now.conversionRate),
      change: rateChangeText(now.conversionRate, before.conversionRate, days, before.visitors > 0),
    },
    {
      label: 'Call to action taps',
      value: countText(now.ctaTaps),
      change: countChangeText(now.ctaTaps, before.ctaTaps, days, 'no taps before'),
    },
  ];
  return (
    <dl className="conversion-figures">
      {figures.map(({ label, value, change }) => (
        <div key={label} className="conversion-figures__item">
          <dt className="conversion-figures__label">{label}</dt>
          <dd className="conversion-figures__value">{value}</dd>
          <dd className="conversion-figures__change">{change}</dd>
        </div>
      ))}
    </dl>
  );
}

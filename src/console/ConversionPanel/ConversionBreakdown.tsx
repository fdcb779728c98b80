import { useId, useState } from 'react';
import type { ConversionReport } from '@/sdk/schemas/conversion';
import { countText, keyText, rateText } from './conversionWords';

export interface ConversionBreakdownProps {
  /** The report whose rows are listed. */
  report: ConversionReport;
}

const CHOICES = [
  { key: 'byPage', dimension: 'page', label: 'Page' },
  { key: 'bySource', dimension: 'source', label: 'Source' },
  { key: 'byCampaign', dimension: 'campaign', label: 'Campaign' },
  { key: 'byDevice', dimension: 'device', label: 'Device' },
  { key: 'byCta', dimension: 'cta', label: 'Call to action' },
] as const;
type Choice = (typeof CHOICES)[number];

/** One table at a time, chosen with a select: five tables side by side would not fit a phone. */
export function ConversionBreakdown({ report }: ConversionBreakdownProps) {
  const id = useId();
  const [choice, setChoice] = useState<Choice>(CHOICES[0]);
  const cta = choice.key === 'byCta';
  const caption = `Conversion by ${choice.label.toLowerCase()}`;
  const rows = cta
    ? report.byCta.map((r) => [r.key, r.taps, r.formsShown, r.leads] as const)
    : report[choice.key].map(
        (r) => [r.key, r.visitors, r.leads, rateText(r.conversionRate)] as const,
      );
  const headers = cta ? ['Taps', 'Forms shown', 'Leads'] : ['Visitors', 'Leads', 'Conversion rate'];
  return (
    <div className="conversion-breakdown">
      <label htmlFor={id} className="conversion-breakdown__label">
        Conversion by
      </label>
      <select
        id={id}
        className="conversion-breakdown__select"
        value={choice.key}
        onChange={(e) => setChoice(CHOICES.find((c) => c.key === e.target.value) ?? CHOICES[0])}
      >
        {CHOICES.map((c) => (
          <option key={c.key} value={c.key}>
            {c.label}
          </option>
        ))}
      </select>
      {rows.length === 0 ? (
        <p className="conversion-panel__muted">
          Nothing counted by {choice.label.toLowerCase()} yet.
        </p>
      ) : (
        <div
          className="conversion-breakdown__scroll"
          role="region"
          aria-label={caption}
          // Focusable, so a keyboard can scroll the table sideways on a phone.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
        >
          <table className="conversion-breakdown__table">
            <caption>{caption}</caption>
            <thead>
              <tr>
                <th scope="col">{choice.label}</th>
                {headers.map((h) => (
                  <th key={h} scope="col">
                    {h}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map(([key, ...cells]) => (
                <tr key={key}>
                  <th scope="row">{keyText(choice.dimension, key)}</th>
                  {cells.map((cell, i) => (
                    <td key={headers[i]}>{typeof cell === 'number' ? countText(cell) : cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}

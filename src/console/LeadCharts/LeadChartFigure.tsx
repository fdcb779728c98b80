import { useId } from 'react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { VisuallyHidden } from '@/src/ui/VisuallyHidden';
import { countFormat } from './leadChartLabels';
import type { ChartRow } from './leadChartLabels';

export interface LeadChartFigureProps {
  /** The chart's heading. */
  title: string;
  /** A sentence that says what the chart shows (its text alternative). */
  summary: string;
  /** The drawn chart (hidden from assistive technology: the table carries the same numbers). */
  chart: ReactNode;
  /** The chart's numbers, one row per bar. */
  rows: readonly ChartRow[];
  /** Header of the table's first column. */
  rowHeader: string;
  /** The inbox link for a bar's value, when the bars can be opened as a filtered list. */
  linkFor?: (value: string) => string;
}

/** A chart with its heading, a one-line summary and the same numbers as a table. */
export function LeadChartFigure({
  title,
  summary,
  chart,
  rows,
  rowHeader,
  linkFor,
}: LeadChartFigureProps) {
  const id = useId();
  // Nothing to draw: the summary says so, instead of bare axes and a table of zeros.
  const empty = rows.every((row) => row.count === 0);
  return (
    <figure className="lead-chart" aria-labelledby={`${id}-title`}>
      <figcaption>
        <h3 id={`${id}-title`} className="lead-chart__title">
          {title}
        </h3>
        <p className="lead-chart__summary">{summary}</p>
      </figcaption>
      {empty ? null : (
        <LeadChartBody
          chart={chart}
          rows={rows}
          rowHeader={rowHeader}
          title={title}
          linkFor={linkFor}
        />
      )}
    </figure>
  );
}

/** The drawn chart and, behind a disclosure, the same numbers as a table. */
function LeadChartBody({
  chart,
  rows,
  rowHeader,
  title,
  linkFor,
}: Omit<LeadChartFigureProps, 'summary'>) {
  return (
    <>
      <div className="lead-chart__plot" aria-hidden="true">
        {chart}
      </div>
      <details className="lead-chart__details">
        <summary>Show the numbers as a table</summary>
        <table className="lead-chart__table">
          <caption>
            <VisuallyHidden>{title}</VisuallyHidden>
          </caption>
          <thead>
            <tr>
              <th scope="col">{rowHeader}</th>
              <th scope="col">Leads</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.label}>
                <th scope="row">
                  {linkFor && row.value !== undefined ? (
                    <Link to={linkFor(row.value)}>{row.label}</Link>
                  ) : (
                    row.label
                  )}
                </th>
                <td>{countFormat.format(row.count)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </>
  );
}

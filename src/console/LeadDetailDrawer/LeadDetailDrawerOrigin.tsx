import { useId } from 'react';
import type { LeadRecord } from '@/sdk/schemas/lead';
import type { AttributionField } from '@/sdk/schemas/leadAttribution';

const ROWS: readonly { field: AttributionField; label: string }[] = [
  { field: 'cta', label: 'Call to action' },
  { field: 'pagePath', label: 'Page' },
  { field: 'utmSource', label: 'Source' },
  { field: 'utmMedium', label: 'Medium' },
  { field: 'utmCampaign', label: 'Campaign' },
  { field: 'utmTerm', label: 'Term' },
  { field: 'utmContent', label: 'Content' },
  { field: 'referrerHost', label: 'Referrer' },
];

export interface LeadDetailDrawerOriginProps {
  /** The lead whose call to action, page, UTM parameters and referrer are shown. */
  lead: LeadRecord;
}

/** The drawer's "Where it came from": the button, page, campaign and referring site, as known. */
export function LeadDetailDrawerOrigin({ lead }: LeadDetailDrawerOriginProps) {
  const id = useId();
  const known = ROWS.filter(({ field }) => lead[field]);
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="lead-drawer__subtitle">
        Where it came from
      </h3>
      {known.length === 0 ? (
        <p className="lead-drawer__muted">
          Nothing recorded: a direct visit, or a lead from before sources were kept.
        </p>
      ) : (
        <dl className="lead-drawer__facts">
          {known.map(({ field, label }) => (
            <div key={field} className="lead-drawer__fact">
              <dt>{label}</dt>
              <dd>{lead[field]}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}

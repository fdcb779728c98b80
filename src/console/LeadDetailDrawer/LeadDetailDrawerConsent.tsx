import { useId } from 'react';
import type { LeadRecord } from '@/sdk/schemas/lead';

export interface LeadDetailDrawerConsentProps {
  /** The lead whose marketing consent is shown. */
  lead: Pick<LeadRecord, 'marketingConsent' | 'consentWording' | 'consentVersion'>;
}

/**
 * The drawer's "Marketing consent": whether the visitor ticked the optional box and, if so, the
 * exact words they agreed to and their version, so the team knows what it may send them.
 */
export function LeadDetailDrawerConsent({ lead }: LeadDetailDrawerConsentProps) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="lead-drawer__subtitle">
        Marketing consent
      </h3>
      {lead.marketingConsent ? (
        <>
          <p>
            <strong>Given</strong>
            {lead.consentVersion ? ` (wording of ${lead.consentVersion})` : ''}:
          </p>
          <blockquote className="lead-drawer__consent">{lead.consentWording}</blockquote>
        </>
      ) : (
        <p className="lead-drawer__muted">
          Not given: send this lead only what they asked about, no offers or news.
        </p>
      )}
    </section>
  );
}

import { fitAttribution } from '@/sdk/schemas/leadAttribution';
import { LEAD_CTA_PARAMETER } from '@/sdk/schemas/leadConstants';
import { CURRENT_CONSENT_VERSION, CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsentWording';
import { emptyLeadValues } from '@/sdk/schemas/leadCreate';
import { LEAD_FORM_KEY_FIELD } from '@/sdk/schemas/leadForm';
import type { LeadFormState } from '@/sdk/schemas/leadForm';
import { newIdempotencyKey } from '@/sdk/schemas/leadIdempotency';
import type { RenderContext } from './landingLoader';

/**
 * A blank lead form for a render that was handed none: `npm run dev`, where no server route
 * builds it. The server's own (server/routes/leadForm.ts) adds what the request tells it: the page
 * the visitor came from and the campaign, from the Referer.
 */
function blankLeadForm(url: URL): LeadFormState {
  const cta = fitAttribution('cta', url.searchParams.get(LEAD_CTA_PARAMETER));
  return {
    values: emptyLeadValues(),
    errors: {},
    hidden: {
      [LEAD_FORM_KEY_FIELD]: newIdempotencyKey(),
      consentVersion: CURRENT_CONSENT_VERSION,
      ...(cta ? { cta } : {}),
    },
    consentWording: CURRENT_CONSENT_WORDING,
  };
}

/** The lead page's form: the server's, or a blank one. Run by the server's static handler only. */
export function leadPageLoader({
  request,
  context,
}: {
  request: Request;
  context?: unknown;
}): LeadFormState {
  return (context as RenderContext).leadForm ?? blankLeadForm(new URL(request.url));
}

import type { ReactNode } from 'react';
import { LEAD_LINK_ATTRIBUTE, leadPageHref } from '@/sdk/schemas/leadConstants';

export type LeadLinkProps = {
  /** The call to action's label for attribution, e.g. 'banner: Get Free Consultant'. */
  cta: string;
  /** The button look it wears (`button button--primary`, …). */
  className: string;
  children: ReactNode;
};

/**
 * A call to action ("Book a Demo", "Book A Meeting", "Get Free Consultant"): a real link to the
 * server-rendered lead page first, so a tap before any script, or with none, still reaches the
 * form. With scripts, the page's first script opens the lead modal for it instead
 * (app/site/leadLinks.ts reads the label from the attribute). The referrer it sends stays on
 * this site (`same-origin`), so the lead page knows which page and campaign the visitor came from.
 */
export function LeadLink({ cta, className, children }: LeadLinkProps) {
  return (
    <a
      href={leadPageHref(cta)}
      className={className}
      referrerPolicy="same-origin"
      {...{ [LEAD_LINK_ATTRIBUTE]: cta }}
    >
      {children}
    </a>
  );
}

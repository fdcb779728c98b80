import { LEAD_LINK_ATTRIBUTE } from '@/sdk/schemas/leadConstants';
import { sendAnalytics } from './analytics/beacon';

/** Opens the lead modal for a call to action: its label, and the link it was (to follow instead). */
export type OpenLeadModal = (cta: string, link: HTMLAnchorElement) => void;

/**
 * Every call to action is a link to the lead page (src/site/LeadLink), so a tap before this
 * script has run, or with no script at all, reaches the form. From the moment the page's first
 * script runs, a plain click on one opens the lead modal instead, with the link's label: one
 * listener on the document, for the page's whole life, so it works the same before, during and
 * after hydration (no click needs holding until React is ready, and the modal has a root of its
 * own: it needs React, not the page's hydration). A click with a modifier key or another button
 * (open in a new tab or window) is left to the browser, and so is a click something else handled.
 */
export function openLeadLinksInModal(doc: Document, open: OpenLeadModal): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    const link =
      event.target instanceof Element ? event.target.closest(`a[${LEAD_LINK_ATTRIBUTE}]`) : null;
    if (!link || !('href' in link)) return;
    const cta = link.getAttribute(LEAD_LINK_ATTRIBUTE) ?? '';
    // A tap counts however it opens the form (docs/analytics.md), a new tab included.
    if (doc.defaultView) sendAnalytics(doc.defaultView, 'cta', cta);
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    open(cta, link as HTMLAnchorElement);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}

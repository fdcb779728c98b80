import type { ContactSummary } from '@/sdk/schemas/contact';

/** "2 enquiries", or "1 of 3 enquiries" when a filter matches only some of them. */
export const enquiryCount = (c: ContactSummary) =>
  c.matching === c.enquiries
    ? `${c.enquiries} ${c.enquiries === 1 ? 'enquiry' : 'enquiries'}`
    : `${c.matching} of ${c.enquiries} enquiries`;

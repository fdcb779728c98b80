import type { LeadAttribution } from '@/sdk/schemas/leadAttribution';

/**
 * Where the contracts' example lead came from: the consumer tests send and expect it, the
 * provider state 'a lead with id {id} exists' stores it.
 */
export const PACT_LEAD_ATTRIBUTION = {
  cta: 'banner: Get Free Consultant',
  pagePath: '/',
  utmSource: 'newsletter',
  utmMedium: 'email',
  utmCampaign: 'spring',
  utmTerm: 'lms',
  utmContent: 'hero',
  referrerHost: 'mail.example.com',
} satisfies Required<LeadAttribution>;

import type { SiteSettings } from '@/sdk/content';
import type { PolicyFacts } from './types';

/** What a policy names from the site settings. */
export const policyFacts = (settings: SiteSettings): PolicyFacts => ({
  brand: { name: settings.brandName, legalName: settings.legalName },
  mail: {
    support: settings.supportEmail,
    privacy: settings.privacyEmail,
    billing: settings.billingEmail,
  },
});

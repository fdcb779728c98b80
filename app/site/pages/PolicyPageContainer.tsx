import type { PolicyName, PolicyRecord, SiteSettings } from '@/sdk/content';
import { PolicyPage } from '@/src/site/PolicyPage';
import type { RenderContext } from '../landingLoader';

/** What a policy route loads: the stored policy page. */
export interface PolicyData {
  policy: PolicyRecord;
}

/**
 * The policy's stored title, date and text, read by the server's static handler only (straight
 * from the database); the browser hydrates it from the page data.
 */
export const policyLoader =
  (name: PolicyName) =>
  async ({ context }: { context?: unknown }): Promise<PolicyData> => ({
    policy: await (context as RenderContext).loadPolicy(name),
  });

/**
 * /privacy-policy, /term-condition and /refund-policy. The page's <title> is the server's (its
 * SEO title from the settings, app/pageHead.ts): every public page is a full page load.
 */
export function PolicyPageContainer({ policy, settings }: PolicyData & { settings: SiteSettings }) {
  const emails = {
    support: settings.supportEmail,
    privacy: settings.privacyEmail,
    billing: settings.billingEmail,
  };
  return <PolicyPage policy={policy} emails={emails} />;
}

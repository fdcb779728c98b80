import { useEffect } from 'react';
import { useLoaderData } from 'react-router-dom';
import { sdk } from '@/sdk';
import type { PolicyName, PolicyRecord } from '@/sdk/content';
import { PolicyPage } from '@/src/site/PolicyPage';
import { useSiteSettings } from './siteLoader';

/** What a policy route loads: the stored policy page. */
export interface PolicyData {
  policy: PolicyRecord;
}

/**
 * The policy's stored title, date and text. On the server (app/entry-server.tsx) straight from
 * the database; in the browser from the API.
 */
export const policyLoader =
  (name: PolicyName) =>
  async ({ context }: { context?: unknown } = {}): Promise<PolicyData> => {
    const server = context as { loadPolicy?: (n: PolicyName) => Promise<PolicyRecord> } | undefined;
    if (server?.loadPolicy) return { policy: await server.loadPolicy(name) };
    const calls = { privacy: sdk.privacyPolicy, terms: sdk.termsPolicy, refund: sdk.refundPolicy };
    const [policy] = await calls[name].getAll();
    if (!policy) throw new Error('This page could not be loaded.');
    return { policy };
  };

/** /privacy-policy, /term-condition and /refund-policy. */
export function PolicyRoute() {
  const { policy } = useLoaderData() as PolicyData;
  const settings = useSiteSettings();
  useEffect(() => {
    window.document.title = `${policy.title} | ${settings.brandName}`;
  }, [policy.title, settings.brandName]);
  const emails = {
    support: settings.supportEmail,
    privacy: settings.privacyEmail,
    billing: settings.billingEmail,
  };
  return <PolicyPage policy={policy} emails={emails} />;
}

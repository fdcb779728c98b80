import { useEffect } from 'react';
import { PolicyPage } from '@/src/site/PolicyPage';
import { policies, policyFacts } from '@/src/content/policies';
import type { PolicyName } from '@/src/content/policies';
import { useSiteSettings } from './siteLoader';

/** /privacy-policy, /term-condition and /refund-policy. */
export function PolicyRoute({ policy }: { policy: PolicyName }) {
  const settings = useSiteSettings();
  const facts = policyFacts(settings);
  const document = policies[policy](facts);
  useEffect(() => {
    window.document.title = `${document.title} | ${settings.brandName}`;
  }, [document.title, settings.brandName]);
  return <PolicyPage policy={document} emails={facts.mail} />;
}

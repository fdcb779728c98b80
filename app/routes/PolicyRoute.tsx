import { useEffect } from 'react';
import { PolicyPage } from '@/src/site/PolicyPage';
import { site } from '@/src/config/site';
import { privacyPolicy, refundPolicy, termsAndConditions } from '@/src/content/policies';

const policies = { privacy: privacyPolicy, terms: termsAndConditions, refund: refundPolicy };

/** The three policy pages by name. */
export type PolicyName = keyof typeof policies;

/** /privacy-policy, /term-condition and /refund-policy. */
export function PolicyRoute({ policy }: { policy: PolicyName }) {
  const document = policies[policy];
  useEffect(() => {
    window.document.title = `${document.title} | ${site.brand.name}`;
  }, [document]);
  return <PolicyPage policy={document} emails={site.policyEmails} />;
}

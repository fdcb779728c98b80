import type { privacyPolicy, refundPolicy, termsPolicy } from '@/sdk/content';
import { ContentMessages } from '@/sdk/content';
import { POLICY_PATHS } from '@/sdk/content/sitePages';
import type { SingletonScreens } from './screens';

// The console's half of the policy declarations (sdk/content/policies.ts): the same form for the
// three pages. Kept in its own module so none of it reaches the public pages' bundle.

const policyScreens = (label: string, previewPage: string) =>
  ({
    group: 'Policies',
    label,
    previewPage,
    form: label,
    card: label,
    savedMessage: ContentMessages.updated,
    fields: {
      title: { label: 'Page Title' },
      updatedOn: { label: 'Last Updated' },
      body: {
        label: 'Text (Markdown)',
        rows: 24,
        hint: '## Heading, an empty line between paragraphs, "- " for a list, **bold**, [link](https://…)',
      },
    },
  }) as const;

export const privacyPolicyScreens = policyScreens(
  'Privacy Policy',
  POLICY_PATHS.privacy,
) satisfies SingletonScreens<typeof privacyPolicy>;
export const termsPolicyScreens = policyScreens(
  'Terms and Conditions',
  POLICY_PATHS.terms,
) satisfies SingletonScreens<typeof termsPolicy>;
export const refundPolicyScreens = policyScreens(
  'Refund Policy',
  POLICY_PATHS.refund,
) satisfies SingletonScreens<typeof refundPolicy>;

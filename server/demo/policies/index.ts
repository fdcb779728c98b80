import type { PolicyFields, PolicyName, SiteSettingsFields } from '@/sdk/content';
import { privacyPolicy } from './privacy';
import { refundPolicy } from './refund';
import { termsAndConditions } from './terms';
import type { PolicyDocument, PolicyFacts } from './types';

const documents = { privacy: privacyPolicy, terms: termsAndConditions, refund: refundPolicy };

/** The brand and addresses a policy names, from the settings it is first written with. */
const factsOf = (settings: SiteSettingsFields): PolicyFacts => ({
  brand: { name: settings.brandName, legalName: settings.legalName },
  mail: {
    support: settings.supportEmail,
    privacy: settings.privacyEmail,
    billing: settings.billingEmail,
  },
});

/** A policy document as the Markdown an editor then edits: intro, numbered `##` sections. */
export function toMarkdown(document: PolicyDocument): string {
  const sections = document.sections.map((section, i) =>
    [
      `## ${i + 1}. ${section.heading}`,
      ...section.paragraphs,
      ...(section.bullets ? [section.bullets.map((b) => `- ${b}`).join('\n')] : []),
    ].join('\n\n'),
  );
  return [...document.intro, ...sections].join('\n\n');
}

/** The first text of each policy page, with the brand and addresses of the first settings. */
export function defaultPolicy(name: PolicyName, settings: SiteSettingsFields): PolicyFields {
  const document = documents[name](factsOf(settings));
  return { title: document.title, updatedOn: document.updated, body: toMarkdown(document) };
}

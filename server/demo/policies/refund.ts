import type { PolicyDocument, PolicyFacts } from './types';

/** Refund policy: strict no-refund; exceptional technical cases at the provider's discretion. */
export const refundPolicy = ({ brand, mail }: PolicyFacts): PolicyDocument => ({
  path: '/refund-policy',
  title: 'Refund Policy',
  updated: '2025-04-01',
  intro: [
    `Please read this policy before you buy a ${brand.name} plan, add-on or course. We offer a free demo and a guided walkthrough so that you can judge the platform before paying.`,
  ],
  sections: [
    {
      heading: 'No Refunds',
      paragraphs: [
        'All payments for subscriptions, add-ons, SMS packs, app publishing and onboarding services are final. We do not offer refunds, in full or in part, for any reason, including unused time on a plan, a change of mind, unused features or accounts closed before the end of a billing period.',
      ],
    },
    {
      heading: 'Cancelling a Subscription',
      paragraphs: [
        'You may cancel automatic renewal at any time from your account settings. Your plan stays active until the end of the period already paid for; no charge is made for the next period.',
      ],
    },
    {
      heading: 'Exceptional Technical Cases',
      paragraphs: [
        `If a serious technical fault on our side made the platform unusable for a significant part of your billing period and we could not fix it within a reasonable time, you may ask for a review. Write to ${mail.billing} within 7 days of the fault, with your account name, invoice number and a description of the problem. Any credit or refund in such cases is entirely at ${brand.legalName}'s discretion and does not create a right to refunds in other cases.`,
      ],
    },
    {
      heading: 'Duplicate or Failed Payments',
      paragraphs: [
        `If you were charged twice for the same invoice, or charged for a payment that failed, write to ${mail.billing}. Once our payment partner confirms the error, the extra amount is returned to the original payment method within 7 to 10 working days.`,
      ],
    },
    {
      heading: 'Purchases Made by Students',
      paragraphs: [
        'Courses that students buy from an institute on our platform are sold by that institute. Refund requests for those courses are decided by the institute under its own policy.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [
        `Billing and refund reviews: ${mail.billing}. Technical problems: ${mail.support}. Questions about your data: ${mail.privacy}.`,
      ],
    },
  ],
});

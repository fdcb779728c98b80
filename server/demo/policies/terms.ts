import type { PolicyDocument, PolicyFacts } from './types';

/** Terms and conditions: fourteen numbered sections (spec 2). */
export const termsAndConditions = ({ brand, mail }: PolicyFacts): PolicyDocument => ({
  path: '/term-condition',
  title: 'Terms and Conditions',
  updated: '2025-04-01',
  intro: [
    `These terms govern your use of the ${brand.name} website, mobile apps and learning management platform, provided by ${brand.legalName}. By creating an account, buying a plan or using the platform you agree to them. If you use ${brand.name} on behalf of an institute, you confirm that you may bind it to these terms.`,
  ],
  sections: [
    {
      heading: 'Definitions',
      paragraphs: [
        '"Platform" means our website, apps and software. "Institute" means the customer that subscribes to the Platform. "User" means anyone who uses the Platform, including teachers and students. "Content" means any lecture, document, test or other material uploaded to the Platform.',
      ],
    },
    {
      heading: 'Eligibility and Accounts',
      paragraphs: [
        'You must be at least 18 years old to create an Institute account. Students under 18 may use the Platform only through an Institute and with a parent’s or guardian’s consent. You are responsible for keeping your login details secret and for all activity under your account.',
      ],
    },
    {
      heading: 'Subscription Plans',
      paragraphs: [
        'Features, user limits and storage depend on the plan you choose. Plans renew automatically at the end of each billing period unless cancelled before the renewal date. We may change plan features or prices for future periods with at least 30 days’ notice.',
      ],
    },
    {
      heading: 'Fees and Payment',
      paragraphs: [
        `Fees are payable in advance in Indian rupees and are exclusive of GST, which is added as applicable. Unpaid invoices may lead to suspension of the service after 15 days’ notice. Billing questions: ${mail.billing}.`,
      ],
    },
    {
      heading: 'Promotional Offers',
      paragraphs: [
        `Discounts such as the welcome offer in the banner apply only to the first purchase of a new Institute account, cannot be combined with other offers and have no cash value. We may withdraw an offer at any time without affecting purchases already made.`,
      ],
    },
    {
      heading: 'Acceptable Use',
      paragraphs: ['You agree not to:'],
      bullets: [
        'upload Content that is unlawful, infringing, obscene, defamatory or harmful to minors;',
        'share accounts, resell access or let unauthorised people attend classes;',
        'attempt to copy, record, download or redistribute protected videos;',
        'probe, overload or interfere with the Platform’s security or performance.',
      ],
    },
    {
      heading: 'Your Content',
      paragraphs: [
        'Institutes and teachers keep ownership of the Content they upload. You grant us a limited licence to host, stream, encode and display that Content solely to provide the Platform. You confirm that you hold the rights needed to upload it.',
      ],
    },
    {
      heading: 'Our Intellectual Property',
      paragraphs: [
        `The Platform, its software, design and the ${brand.name} name and logo belong to us or our licensors. Apart from the right to use the Platform under these terms, no rights are transferred to you.`,
      ],
    },
    {
      heading: 'Availability and Support',
      paragraphs: [
        `We aim for 99.5% monthly availability, excluding planned maintenance announced in advance. Support is available on working days from 9:00 to 19:00 IST at ${mail.support} and by phone.`,
      ],
    },
    {
      heading: 'Privacy',
      paragraphs: [
        `Our handling of personal data is described in our Privacy Policy. Where we process student data for an Institute, we do so as its data processor. Privacy questions: ${mail.privacy}.`,
      ],
    },
    {
      heading: 'Suspension and Termination',
      paragraphs: [
        'You may cancel your subscription at any time; it ends at the close of the current billing period. We may suspend or terminate accounts that breach these terms, after notice where the breach can be fixed. After termination you may export your Content for 30 days, after which it is deleted.',
      ],
    },
    {
      heading: 'Disclaimers and Limitation of Liability',
      paragraphs: [
        'The Platform is provided "as is". We are not responsible for the accuracy of Content uploaded by Institutes or for students’ examination results. Our total liability for any claim is limited to the fees paid by the Institute in the twelve months before the claim. We are not liable for indirect or consequential losses, including loss of profit or data.',
      ],
    },
    {
      heading: 'Changes to These Terms',
      paragraphs: [
        'We may update these terms from time to time. We will notify Institute account holders of material changes at least 15 days before they take effect; continued use after that date means you accept the updated terms.',
      ],
    },
    {
      heading: 'Governing Law and Contact',
      paragraphs: [
        `These terms are governed by the laws of India, and the courts of New Delhi have exclusive jurisdiction. Questions about these terms: ${mail.support}; billing: ${mail.billing}; privacy: ${mail.privacy}.`,
      ],
    },
  ],
});

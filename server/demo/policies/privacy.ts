import { DEFAULT_ANALYTICS_RAW_DAYS } from '@/sdk/schemas/analyticsConstants';
import { DEFAULT_LEAD_RETENTION_MONTHS } from '@/sdk/schemas/leadConstants';
import type { PolicyDocument, PolicyFacts } from './types';

/** Privacy policy: nine numbered sections (spec 2). */
export const privacyPolicy = ({ brand, mail }: PolicyFacts): PolicyDocument => ({
  path: '/privacy-policy',
  title: 'Privacy Policy',
  updated: '2025-04-01',
  intro: [
    `${brand.legalName} ("${brand.name}", "we", "us") provides a learning management system that lets institutes and teachers deliver live classes, recorded courses and online tests. This policy explains what personal data we collect through our website, apps and platform, why we collect it and the choices you have.`,
  ],
  sections: [
    {
      heading: 'Information We Collect',
      paragraphs: ['We collect only what we need to run the service:'],
      bullets: [
        'Enquiry details you give us: your name, email address, mobile number and message.',
        'With an enquiry from our website, where it came from: the button you pressed (for example "Book a Demo" in the header), the page you were on, the campaign details in the link that brought you to our site (utm_source, utm_medium, utm_campaign, utm_term and utm_content) and the name of the website that linked to us (its host name only, never the full address). We do not store your IP address with an enquiry.',
        'Account details of institutes, teachers and students: name, contact details, login credentials and profile information.',
        'Learning data: classes attended, videos watched, test answers, scores and progress.',
        'Payment details needed to process fees; card data is handled by our PCI-DSS certified payment partners and never stored by us.',
        'Technical data: device type, browser, IP address and usage logs, used for security and troubleshooting.',
      ],
    },
    {
      heading: 'How We Use Your Information',
      paragraphs: [
        'We use personal data to provide and improve the platform, to reply to enquiries and demo requests, to process payments, to send service messages such as class reminders and results, and to keep the service secure. We send marketing messages only where you have agreed to receive them, and every message includes a way to opt out.',
      ],
    },
    {
      heading: 'Data Belonging to Institutes and Their Students',
      paragraphs: [
        `When an institute uses ${brand.name} to teach its students, the institute decides what student data is collected and how it is used; we process that data on the institute's behalf and only on its instructions. Students should contact their institute first about their data; we will help the institute respond.`,
      ],
    },
    {
      heading: 'Sharing of Information',
      paragraphs: [
        'We do not sell personal data. We share it only with service providers who help us run the platform (cloud hosting, video streaming, SMS and email delivery, payment processing), under contracts that require them to protect it, and with authorities where the law requires us to.',
      ],
    },
    {
      heading: 'Cookies and Similar Technologies',
      paragraphs: [
        'We use essential cookies to keep you signed in and to protect forms from abuse. Our website uses no analytics cookies and no third-party analytics. You can block or delete cookies in your browser settings; some features may then stop working.',
        `How we count visits, without cookies: once a page of our website has loaded, your browser tells our own server which page was viewed, the website that linked to it (its host name only), the campaign details of the link (utm_source, utm_medium and utm_campaign) and, on the way to an enquiry, which button you pressed and whether the form was shown and sent. Our server adds the kind of device (phone, tablet or computer) from your browser's user agent. To count a visitor once a day without a cookie, it computes a daily code from a random value made each day, our website's name, your network address with its last part removed and your browser's name (such as "Firefox"). Your address itself is never stored, and the random value is deleted at the end of each day, so the code cannot be linked to you or to your visits on other days. Nothing is stored in your browser for this. If your browser sends Global Privacy Control or Do Not Track, a page view only adds one to that day's total of page views. The individual events are deleted after ${DEFAULT_ANALYTICS_RAW_DAYS} days; only daily totals are kept.`,
        'Our enquiry form sets no cookies and loads no third-party scripts. The campaign details of the link you arrived by are kept in your browser’s session storage for that visit only (they are gone when you close the tab) and reach us only if you send an enquiry.',
      ],
    },
    {
      heading: 'Data Security',
      paragraphs: [
        'Data is encrypted in transit and at rest, access is limited to staff who need it, and administrative access is protected by strong authentication and logged. No system is perfectly secure; if a breach affects your data we will inform you and the relevant authorities as the law requires.',
      ],
    },
    {
      heading: 'Data Retention',
      paragraphs: [
        `Enquiries from our website, with where they came from, are deleted automatically ${DEFAULT_LEAD_RETENTION_MONTHS} months after we receive them. We keep account and learning data for as long as the institute’s account is active plus 90 days, after which it is deleted or anonymised unless the law requires us to keep it longer (for example, invoices for eight years).`,
      ],
    },
    {
      heading: 'Your Rights',
      paragraphs: [
        `Under the Digital Personal Data Protection Act, 2023 and other applicable laws you may ask to access, correct or erase your personal data, withdraw consent, and nominate someone to exercise these rights for you. Write to ${mail.privacy}; we reply within 30 days. If you are not satisfied you may complain to the Data Protection Board of India.`,
      ],
    },
    {
      heading: 'Contact Us',
      paragraphs: [
        `For privacy questions write to our Grievance Officer at ${mail.privacy}. For help with your account write to ${mail.support}, and for questions about payments and invoices write to ${mail.billing}. We may update this policy; the date above shows the latest version, and we will notify account holders of significant changes.`,
      ],
    },
  ],
});

import type { SiteSettingsFields } from '@/sdk/content';
import { writeLinkGroups } from '@/sdk/content';
import { DEFAULT_HEADER_LINKS } from '@/sdk/demo/headerLinks';

const provider = 'https://www.vidyora.in';

/**
 * The settings a new install starts with (the site's facts before issue 14 made them editable).
 * Written on the first start, demo content or not: a public page needs a brand and a contact.
 */
export const defaultSettings: SiteSettingsFields = {
  brandName: 'Vidyora',
  legalName: 'Vidyora Technologies Private Limited',
  tagline: 'The learning management system for educators and learners',
  salesPhone: '+91 98110 42765',
  supportPhone: '+91 11 4105 8820',
  salesEmail: 'sales@vidyora.in',
  supportEmail: 'support@vidyora.in',
  privacyEmail: 'privacy@vidyora.in',
  billingEmail: 'billing@vidyora.in',
  postalAddress: [
    'Vidyora Technologies Pvt. Ltd.',
    '3rd Floor, Plot 14, Okhla Industrial Estate Phase III',
    'New Delhi 110020, India',
  ].join('\n'),
  socialLinks: '',
  promoEnabled: true,
  promoText: 'Get {percent} off your first purchase with welcome-gift code {code}',
  promoPercent: 30,
  promoCode: 'WELCOME30',
  promoEndsOn: '',
  googlePlayUrl: 'https://play.google.com/store/apps/details?id=in.vidyora.student',
  appStoreUrl: 'https://apps.apple.com/in/app/vidyora-student/id6443210987',
  // Written once in sdk/demo/headerLinks.ts: the stories' settings fixture shows them too.
  headerLinks: DEFAULT_HEADER_LINKS,
  productLinks: writeLinkGroups([
    {
      title: 'HRMS',
      links: [
        { label: 'Features List', href: `${provider}/hrms/features` },
        { label: 'Employee Management', href: `${provider}/hrms/employee-management` },
        { label: 'Employee Self Service', href: `${provider}/hrms/employee-self-service` },
        { label: 'Attendance Management', href: `${provider}/hrms/attendance-management` },
        { label: 'Project Management', href: `${provider}/hrms/project-management` },
      ],
    },
    {
      title: 'CRM',
      links: [
        { label: 'Support Management', href: `${provider}/crm/support-management` },
        { label: 'CRM Analytics', href: `${provider}/crm/analytics` },
        { label: 'Modules', href: `${provider}/crm/modules` },
        { label: 'Customization Features', href: `${provider}/crm/customization` },
        { label: 'Security Management', href: `${provider}/crm/security-management` },
        { label: 'Data Administration', href: `${provider}/crm/data-administration` },
        { label: 'Marketing Automation', href: `${provider}/crm/marketing-automation` },
      ],
    },
    {
      title: 'Other Products',
      links: [
        { label: 'ERP', href: `${provider}/erp` },
        { label: 'Fleet Management', href: `${provider}/fleet-management` },
        { label: 'Tele Medical', href: `${provider}/tele-medical` },
        { label: 'Inventory Management', href: `${provider}/inventory-management` },
      ],
    },
  ]),
  footerAbout:
    'Vidyora is a learning management system for educators and learners: live and recorded classes, test series, fee collection and a branded student app, built for coaching institutes, schools and independent teachers.',
  footerColumns: '',
  // Search and sharing: empty, so each page's head is made from its content.
  homeTitle: '',
  homeDescription: '',
  privacyTitle: '',
  privacyDescription: '',
  termsTitle: '',
  termsDescription: '',
  refundTitle: '',
  refundDescription: '',
};

/**
 * The one typed source of the site's facts: brand, contact data, promo, external links.
 * Components read these instead of literals, so a changed phone number is a one-line change.
 */

/** A link that leaves the site (the provider's other products, the app stores). */
export type ExternalLink = { label: string; href: string };

/** One column of the header's Product mega-menu. */
export type ProductGroup = { title: string; links: readonly ExternalLink[] };

/** A phone number: what people read and what the dialler gets. */
export type PhoneNumber = { label: string; display: string; tel: string };

export type SiteConfig = {
  brand: { name: string; legalName: string; tagline: string; logoAlt: string };
  promo: { discountPercent: number; code: string };
  contact: {
    /** The number in the header. */
    headerPhone: PhoneNumber;
    /** The two numbers in the footer. */
    phones: readonly [PhoneNumber, PhoneNumber];
    salesEmail: string;
    supportEmail: string;
    postalAddress: readonly string[];
  };
  /** The three support addresses the policy pages name (spec: {email}). */
  policyEmails: { support: string; privacy: string; billing: string };
  productGroups: readonly ProductGroup[];
  appStores: { googlePlay: string; appStore: string };
  policies: readonly { path: string; label: string }[];
};

const provider = 'https://www.vidyora.in';

export const site: SiteConfig = {
  brand: {
    name: 'Vidyora',
    legalName: 'Vidyora Technologies Private Limited',
    tagline: 'The learning management system for educators and learners',
    logoAlt: 'Vidyora home',
  },
  promo: { discountPercent: 30, code: 'WELCOME30' },
  contact: {
    headerPhone: { label: 'Sales', display: '+91 98110 42765', tel: '+919811042765' },
    phones: [
      { label: 'Sales', display: '+91 98110 42765', tel: '+919811042765' },
      { label: 'Support', display: '+91 11 4105 8820', tel: '+911141058820' },
    ],
    salesEmail: 'sales@vidyora.in',
    supportEmail: 'support@vidyora.in',
    postalAddress: [
      'Vidyora Technologies Pvt. Ltd.',
      '3rd Floor, Plot 14, Okhla Industrial Estate Phase III',
      'New Delhi 110020, India',
    ],
  },
  policyEmails: {
    support: 'support@vidyora.in',
    privacy: 'privacy@vidyora.in',
    billing: 'billing@vidyora.in',
  },
  productGroups: [
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
  ],
  appStores: {
    googlePlay: 'https://play.google.com/store/apps/details?id=in.vidyora.student',
    appStore: 'https://apps.apple.com/in/app/vidyora-student/id6443210987',
  },
  policies: [
    { path: '/privacy-policy', label: 'Privacy Policies' },
    { path: '/term-condition', label: 'Terms and Conditions' },
    { path: '/refund-policy', label: 'Refunds Policy' },
  ],
};

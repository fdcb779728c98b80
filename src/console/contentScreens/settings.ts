import type { settings } from '@/sdk/content';
import { ContentMessages } from '@/sdk/content';
import type { FieldWording, SingletonScreens } from './screens';

// The console's half of the settings declaration (sdk/content/settings.ts). Kept in its own
// module so none of it reaches the public pages' bundle.

// The social links stay text: each is an address on another site, which rows would not help with.
const linkHint = 'One link per line: Label | https://address';

type SeoPage = 'home' | 'privacy' | 'terms' | 'refund';
const pages: [SeoPage, string][] = [
  ['home', 'Home Page'],
  ['privacy', 'Privacy Policy'],
  ['terms', 'Terms and Conditions'],
  ['refund', 'Refund Policy'],
];
/** One page's search title, description and social image; empty means "from the content". */
const seo = <P extends SeoPage>(page: P, name: string) =>
  ({
    [`${page}Title`]: {
      label: `${name}: Search Title`,
      hint: 'Empty: made from the page (brand and heading).',
    },
    [`${page}Description`]: {
      label: `${name}: Search Description`,
      rows: 2,
      hint: 'Empty: the page’s first words.',
    },
    [`${page}Image`]: { label: `${name}: Social Image (optional)` },
  }) as Record<`${P}Title` | `${P}Description` | `${P}Image`, FieldWording>;

export const settingsScreens = {
  group: 'Site',
  label: 'Site Settings',
  form: 'Site settings',
  savedMessage: ContentMessages.updated,
  fields: {
    brandName: { label: 'Brand Name' },
    legalName: { label: 'Legal Name' },
    tagline: { label: 'Tagline' },
    logo: { label: 'Logo (optional; the built-in mark otherwise)' },
    salesPhone: { label: 'Sales Phone (header and footer)' },
    supportPhone: { label: 'Support Phone' },
    salesEmail: { label: 'Sales E-mail' },
    supportEmail: { label: 'Support E-mail' },
    privacyEmail: { label: 'Privacy E-mail' },
    billingEmail: { label: 'Billing E-mail' },
    postalAddress: {
      label: 'Postal Address',
      rows: 3,
      hint: 'One line per row.',
    },
    socialLinks: {
      label: 'Social Links',
      rows: 3,
      hint: linkHint,
    },
    promoEnabled: { label: 'Show the promo banner' },
    promoText: {
      label: 'Promo Text',
      hint: 'Keep {percent} and {code}: the banner shows the discount and the code there.',
    },
    promoPercent: { label: 'Discount (%)' },
    promoCode: { label: 'Promo Code' },
    promoEndsOn: {
      label: 'Last Day of the Offer',
      hint: 'The banner hides itself after this day (India time). Empty: until switched off.',
    },
    googlePlayUrl: { label: 'Google Play Link' },
    appStoreUrl: { label: 'App Store Link' },
    headerLinks: {
      label: 'Header Links',
      kind: 'menu',
      grouped: false,
      hint: 'Shown beside Home, in this order: a section of the home page, a page, or another site.',
    },
    productLinks: {
      label: 'Product Menu Links',
      kind: 'menu',
      grouped: true,
      hint: 'Each group is a column of the header’s Product menu.',
    },
    footerAbout: { label: 'Footer About Text', rows: 4 },
    footerColumns: {
      label: 'Extra Footer Columns',
      kind: 'menu',
      grouped: true,
      hint: 'Each group is a column of the footer, titled by the group.',
    },
    ...seo('home', 'Home Page'),
    ...seo('privacy', 'Privacy Policy'),
    ...seo('terms', 'Terms and Conditions'),
    ...seo('refund', 'Refund Policy'),
  },
  cards: [
    { title: 'Brand', fields: ['brandName', 'legalName', 'tagline', 'logo'] },
    {
      title: 'Contact',
      fields: [
        'salesPhone',
        'supportPhone',
        'salesEmail',
        'supportEmail',
        'privacyEmail',
        'billingEmail',
        'postalAddress',
        'socialLinks',
      ],
    },
    {
      title: 'Promo Banner',
      fields: ['promoEnabled', 'promoText', 'promoPercent', 'promoCode', 'promoEndsOn'],
    },
    { title: 'Links', fields: ['headerLinks', 'googlePlayUrl', 'appStoreUrl', 'productLinks'] },
    { title: 'Footer', fields: ['footerAbout', 'footerColumns'] },
    {
      title: 'Search and Sharing',
      fields: pages.map(([page, legend]) => ({
        legend,
        fields: [`${page}Title`, `${page}Description`, `${page}Image`] as const,
      })),
    },
  ],
} satisfies SingletonScreens<typeof settings>;

import { z } from 'zod';
import { FormBoolean, dateInput, requiredText } from '../schemas/common';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { PROMO_PLACEHOLDERS } from './display';
import { readLinkGroups } from './linkLines';

/** A text an editor may leave empty; trimmed and bounded like the required ones. */
export const optionalText = (max = 2000) =>
  z.string({ error: 'Enter text.' }).trim().max(max, `Keep this under ${max} characters.`);

/** A phone number as people read it; the dialler gets its digits (see `telOf`). */
const PhoneText = requiredText(30).regex(
  /^\+?[0-9][0-9 ()-]{5,28}$/,
  'Enter a phone number: digits, spaces, brackets or dashes, optionally starting with +.',
);

const EmailText = requiredText(254).pipe(z.email('Enter an e-mail address.'));

const WebAddress = requiredText(500).regex(
  /^https?:\/\/\S+$/,
  'Enter an address starting with https://.',
);

/** Link lines (sdk/content/linkLines.ts), refused with the line that is wrong. */
const LinkLines = (max: number, required: boolean) =>
  (required ? requiredText(max) : optionalText(max)).superRefine((text, context) => {
    const { error } = readLinkGroups(text);
    if (error)
      context.addIssue({ code: 'custom', message: `Line ${error.line}: ${error.message}` });
  });

/** A day (YYYY-MM-DD) in the API's date range, or empty for none. */
const OptionalDay = (label: string) =>
  dateInput(
    z
      .string({ error: 'Enter a date.' })
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, 'Enter a date as YYYY-MM-DD, or leave it empty.')
      .refine(
        (day) => day === '' || !Number.isNaN(Date.parse(`${day}T00:00:00Z`)),
        'Enter a real date.',
      ),
    label,
  );

/**
 * The site-wide facts every public page shows: brand, contact, promo banner, links, footer.
 * Strict: an unknown key is a 400, not silently dropped (issue 14).
 */
export const SiteSettingsFields = z.strictObject({
  brandName: requiredText(80),
  legalName: requiredText(200),
  tagline: requiredText(300),
  salesPhone: PhoneText,
  supportPhone: PhoneText,
  salesEmail: EmailText,
  supportEmail: EmailText,
  privacyEmail: EmailText,
  billingEmail: EmailText,
  /** One line per row of the address. */
  postalAddress: requiredText(500),
  /** `Label | https://...` per line. */
  socialLinks: LinkLines(2000, false),
  promoEnabled: FormBoolean,
  /** The banner's sentence with `{percent}` and `{code}` where the offer goes. */
  promoText: requiredText(200).refine(
    (text) => text.includes(PROMO_PLACEHOLDERS.percent) && text.includes(PROMO_PLACEHOLDERS.code),
    'Keep {percent} and {code} in the text: they show the offer.',
  ),
  promoPercent: z.coerce
    .number({ error: 'Enter a number.' })
    .int('Enter a whole number.')
    .min(1, 'The discount is at least 1%.')
    .max(100, 'The discount is at most 100%.'),
  promoCode: requiredText(40).regex(
    /^[A-Za-z0-9_-]+$/,
    'Use letters, digits, dashes or underscores only.',
  ),
  /** The last day the banner shows (India time); empty: until switched off. */
  promoEndsOn: OptionalDay('The promo’s last day'),
  googlePlayUrl: WebAddress,
  appStoreUrl: WebAddress,
  /**
   * The header's links beside Home (issue 44): `Label | /#section`, `/page` or an https://
   * address per line, in order.
   */
  headerLinks: LinkLines(2000, false),
  /** The header's Product menu: `## Group` lines followed by its links. */
  productLinks: LinkLines(5000, true),
  footerAbout: requiredText(1000),
  /** Extra footer columns: `## Column` lines followed by its links. */
  footerColumns: LinkLines(5000, false),
  // Search and sharing, per public page; empty: made from the page's content (app/pageHead.ts).
  homeTitle: optionalText(120),
  homeDescription: optionalText(300),
  privacyTitle: optionalText(120),
  privacyDescription: optionalText(300),
  termsTitle: optionalText(120),
  termsDescription: optionalText(300),
  refundTitle: optionalText(120),
  refundDescription: optionalText(300),
});
export type SiteSettingsFields = z.infer<typeof SiteSettingsFields>;

/** The site settings: one record the server creates on first start (docs/architecture.md). */
export const settings = defineSingleton({
  key: 'settings',
  api: '/api/siteSettings',
  idField: 'siteSettingsId',
  fields: SiteSettingsFields,
  images: {
    logo: { required: false, alt: 'mayBeDecorative' },
    // Each page's social preview image; empty: the page's own picture or the site's default.
    homeImage: { required: false, alt: 'content' },
    privacyImage: { required: false, alt: 'content' },
    termsImage: { required: false, alt: 'content' },
    refundImage: { required: false, alt: 'content' },
  },
  creatable: false,
  screen: '/site-settings',
  notFound: 'No site settings with this id.',
});
export const SiteSettings = settings.item;
export type SiteSettings = ItemOf<typeof settings>;

export { PROMO_PLACEHOLDERS, promoShown, telOf } from './display';

import type { z } from 'zod';
import { defineSingleton } from './define';
import type { ItemOf } from './define';
import { PROMO_PLACEHOLDERS } from './display';
import { readLinkGroups } from './linkLines';
import { email, longText, phone, text, url } from './textFields';
import { boolean, date, image, number } from './valueFields';

/** Link lines (sdk/content/linkLines.ts), refused with the line that is wrong. */
const linkLines = (max: number, required: boolean, sample = '') =>
  longText({
    max,
    required,
    sample,
    check: (lines) =>
      lines.superRefine((value, context) => {
        const { error } = readLinkGroups(value);
        if (error)
          context.addIssue({ code: 'custom', message: `Line ${error.line}: ${error.message}` });
      }),
  });

// Search and sharing, per public page; empty: made from the page's content (app/pageHead.ts).
const seoTitle = () => text({ max: 120, required: false });
const seoDescription = () => longText({ max: 300, required: false });
// Each page's social preview image; empty: the page's own picture or the site's default.
const socialImage = () => image({ required: false });

/**
 * The site-wide facts every public page shows: brand, contact, promo banner, links, footer.
 * Strict: an unknown key is a 400, not silently dropped (issue 14).
 */
export const settingsFieldList = {
  brandName: text({ max: 80 }),
  legalName: text({ max: 200 }),
  tagline: text({ max: 300 }),
  logo: image({ required: false, alt: 'mayBeDecorative' }),
  salesPhone: phone(),
  supportPhone: phone(),
  salesEmail: email(),
  supportEmail: email(),
  privacyEmail: email(),
  billingEmail: email(),
  /** One line per row of the address. */
  postalAddress: longText({ max: 500 }),
  /** `Label | https://...` per line. */
  socialLinks: linkLines(2000, false),
  promoEnabled: boolean(),
  /** The banner's sentence with `{percent}` and `{code}` where the offer goes. */
  promoText: text({
    max: 200,
    sample: `Get ${PROMO_PLACEHOLDERS.percent} off with ${PROMO_PLACEHOLDERS.code}`,
    check: (sentence) =>
      sentence.refine(
        (value) =>
          value.includes(PROMO_PLACEHOLDERS.percent) && value.includes(PROMO_PLACEHOLDERS.code),
        'Keep {percent} and {code} in the text: they show the offer.',
      ),
  }),
  promoPercent: number({
    min: 1,
    max: 100,
    messages: {
      tooSmall: 'The discount is at least 1%.',
      tooLarge: 'The discount is at most 100%.',
    },
  }),
  promoCode: text({
    max: 40,
    sample: 'WELCOME10',
    check: (code) =>
      code.regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, dashes or underscores only.'),
  }),
  /** The last day the banner shows (India time); empty: until switched off. */
  promoEndsOn: date({ label: 'The promo’s last day', required: false }),
  googlePlayUrl: url({ paths: false }),
  appStoreUrl: url({ paths: false }),
  /**
   * The header's links beside Home (issue 44): `Label | /#section`, `/page` or an https://
   * address per line, in order.
   */
  headerLinks: linkLines(2000, false),
  /** The header's Product menu: `## Group` lines followed by its links. */
  productLinks: linkLines(5000, true, '## Courses\nAll courses | /#feature'),
  footerAbout: longText({ max: 1000 }),
  /** Extra footer columns: `## Column` lines followed by its links. */
  footerColumns: linkLines(5000, false),
  homeTitle: seoTitle(),
  homeDescription: seoDescription(),
  homeImage: socialImage(),
  privacyTitle: seoTitle(),
  privacyDescription: seoDescription(),
  privacyImage: socialImage(),
  termsTitle: seoTitle(),
  termsDescription: seoDescription(),
  termsImage: socialImage(),
  refundTitle: seoTitle(),
  refundDescription: seoDescription(),
  refundImage: socialImage(),
};

/** The site settings: one record the server creates on first start (docs/architecture.md). */
export const settings = defineSingleton({
  key: 'settings',
  api: '/api/siteSettings',
  idField: 'siteSettingsId',
  fields: settingsFieldList,
  strict: true,
  creatable: false,
  screen: '/site-settings',
  notFound: 'No site settings with this id.',
});
export const SiteSettingsFields = settings.writeFields;
export type SiteSettingsFields = z.infer<typeof SiteSettingsFields>;
export const SiteSettings = settings.item;
export type SiteSettings = ItemOf<typeof settings>;

export { PROMO_PLACEHOLDERS, promoShown, telOf } from './display';
// Blank-allowed text, as the page declarations (./pages.ts, ./pageBlocks.ts) import it from here.
export { optionalText } from './textFields';

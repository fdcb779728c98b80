// What the public pages compute from stored content in the browser. Deliberately free of zod
// and of the declarations: the hydrated landing page imports these, and the schemas would add
// the whole validator to its JavaScript budget (scripts/landing-weight.mjs).

/** Where the promo text shows the percentage and the code. */
export const PROMO_PLACEHOLDERS = { percent: '{percent}', code: '{code}' } as const;

/** What a dialler gets from a displayed number: its digits and a leading plus. */
export const telOf = (display: string): string => display.replace(/(?!^\+)[^0-9]/g, '');

/** A displayed number that never breaks across lines: its spaces made non-breaking. */
export const phoneText = (display: string): string => display.replaceAll(' ', '\u00a0');

const INDIA_OFFSET_MS = 5.5 * 3_600_000;

/** The day (YYYY-MM-DD) it is at `now` in India, where the promo's last day is counted. */
export const promoDay = (now: Date): string =>
  new Date(now.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);

/** Whether the promo banner shows at `now`: switched on, and its last day (India) not past. */
export function promoShown(
  promo: { promoEnabled: boolean; promoEndsOn: string },
  now: Date,
): boolean {
  if (!promo.promoEnabled) return false;
  if (!promo.promoEndsOn) return true;
  return promoDay(now) <= promo.promoEndsOn;
}

/** The e-learning body's paragraphs: split at empty lines. */
export const paragraphsOf = (body: string): string[] =>
  body
    .split(/\r?\n\s*\r?\n/)
    .map((p) => p.trim())
    .filter(Boolean);

/** The four reasons of "why teachers choose us", in the order of their fixed icons. */
export const REASON_ORDINALS = ['One', 'Two', 'Three', 'Four'] as const;
export type ReasonOrdinal = (typeof REASON_ORDINALS)[number];

/** The field that holds an image's alt text: `clientImg` → `clientImgAlt`. */
export const altField = <N extends string>(image: N) => `${image}Alt` as const;
/** The field that marks an image decorative: `logo` → `logoDecorative`. */
export const decorativeField = <N extends string>(image: N) => `${image}Decorative` as const;

/** What an image's alt text is on a page: the stored text, or empty when marked decorative. */
export function altOf(record: Readonly<Record<string, unknown>> | null | undefined, image: string) {
  if (!record || record[decorativeField(image)] === true) return '';
  const alt = record[altField(image)];
  return typeof alt === 'string' ? alt : '';
}

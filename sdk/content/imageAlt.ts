import { z } from 'zod';
import { FormBoolean } from '../schemas/common';
import { altField, decorativeField } from './display';

export { altField, altOf, decorativeField } from './display';

// Alt text of the image fields (issue 14): every image a visitor sees is described, or marked
// decorative where its declaration allows it. Each image field `x` carries two more fields, `xAlt`
// and `xDecorative`, added by the declarations (define.ts), stored beside the image's path and
// answered with the record. One rule (altTextIssues) serves the schemas, the server and the form.
//
// Issue 46: a write that does not send an image's alt fields at all (neither `xAlt` nor
// `xDecorative`: a client written for the product spec, which knows none) is taken, and its image
// stored with the alt text empty; one that sends them blank is refused. What such a write leaves
// undescribed, imagesNeedingAltText finds: the console flags it, as WordPress does.

/** The longest alt text taken: a sentence or two, not a caption (docs/api.md). */
export const ALT_TEXT_MAX = 250;

export const AltMessages = {
  required: 'Describe the image for people who cannot see it (alt text).',
  requiredOrDecorative:
    'Describe the image for people who cannot see it (alt text), or mark it decorative.',
  tooLong: `Keep the alt text under ${ALT_TEXT_MAX} characters.`,
  notDecorative: 'This image carries content: describe it; it cannot be marked decorative.',
} as const;

/**
 * How an image is described: `content` always needs alt text; `mayBeDecorative` may instead be
 * marked decorative (no alt text), for a picture that only adorns the words beside it; `variant`
 * is another field's picture drawn for another screen (one <picture>, one alt): it has none.
 */
export type AltRule = 'content' | 'mayBeDecorative' | 'variant';

/** The image fields that carry their own alt text, in declaration order. */
export const describedImages = (images: Readonly<Record<string, { alt: AltRule }>>) =>
  Object.keys(images).filter((name) => images[name]?.alt !== 'variant');

/** Alt text as written: trimmed and bounded; whether it may be empty is altTextIssues' call. */
export const AltText = z
  .string({ error: AltMessages.required })
  .trim()
  .max(ALT_TEXT_MAX, AltMessages.tooLong);

const Decorative = FormBoolean;
const NeverDecorative = FormBoolean.refine((on) => !on, AltMessages.notDecorative);

/** The alt fields of a declaration's images: optional in the shape, required by the refinement. */
export function altShape<Img extends string>(images: Readonly<Record<Img, { alt: AltRule }>>) {
  const names = describedImages(images) as Img[];
  return Object.fromEntries(
    names.flatMap((name) => [
      [altField(name), AltText.optional()],
      [
        decorativeField(name),
        (images[name].alt === 'mayBeDecorative' ? Decorative : NeverDecorative).optional(),
      ],
    ]),
  ) as AltShape<Img>;
}
export type AltShape<Img extends string> = Record<`${Img}Alt`, z.ZodOptional<typeof AltText>> &
  Record<`${Img}Decorative`, z.ZodOptional<typeof Decorative>>;

/**
 * The alt fields of a declaration's images, described (never decorative): the one sample of
 * them, since they are no declared field of their own (test fixtures, derived contracts).
 */
export const altSamples = (images: Readonly<Record<string, { alt: AltRule }>>) =>
  Object.fromEntries(
    describedImages(images).flatMap((image) => [
      [altField(image), `A picture of the ${image}`],
      [decorativeField(image), false],
    ]),
  ) as Record<string, string | boolean>;

export interface AltIssue {
  path: [string];
  message: string;
}

/**
 * The one rule: an image that will be shown (`shown(name)`) needs alt text, unless it is marked
 * decorative where its declaration allows that. `values` are the record as it will be after the
 * write (the stored one with the changes over it), or a write's fields alone.
 */
export function altTextIssues(
  images: Readonly<Record<string, { alt: AltRule }>>,
  values: Readonly<Record<string, unknown>>,
  shown: (image: string) => boolean,
): AltIssue[] {
  return Object.entries(images).flatMap(([name, rule]): AltIssue[] => {
    if (rule.alt === 'variant' || !shown(name)) return [];
    const decorative = values[decorativeField(name)];
    if (rule.alt === 'mayBeDecorative' && (decorative === true || decorative === 'true')) return [];
    const alt = values[altField(name)];
    if (typeof alt === 'string' && alt.trim() !== '') return [];
    const message =
      rule.alt === 'mayBeDecorative' ? AltMessages.requiredOrDecorative : AltMessages.required;
    return [{ path: [altField(name)], message }];
  });
}

/** Whether a stored record (or a write's fields and new paths) puts the image on the page. */
export const hasImage = (record: Readonly<Record<string, unknown>>, image: string) =>
  typeof record[image] === 'string' && record[image] !== '';

/**
 * Whether a write sends the image's alt fields at all. A spec-era client sends neither (issue
 * 46): its write is not checked for that image's alt text; sent blank, the rule applies.
 */
export const sendsAltFields = (values: Readonly<Record<string, unknown>>, image: string) =>
  values[altField(image)] !== undefined || values[decorativeField(image)] !== undefined;

/**
 * The images of a stored record that a visitor sees without alt text and that are not marked
 * decorative: what a spec-era write left undescribed (issue 46). The page shows them with
 * `alt=""` (altOf); the console says "Needs alt text" on the item and counts them on the
 * dashboard. The same rule as a write's (altTextIssues), so site, server and console agree.
 */
export function imagesNeedingAltText(
  images: Readonly<Record<string, { alt: AltRule }>>,
  record: Readonly<Record<string, unknown>> | null | undefined,
): string[] {
  if (!record) return [];
  const issues = altTextIssues(images, record, (image) => hasImage(record, image));
  const flagged = new Set(issues.map((issue) => issue.path[0]));
  return describedImages(images).filter((name) => flagged.has(altField(name)));
}

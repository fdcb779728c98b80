import { altField, altTextIssues, decorativeField, hasImage, sendsAltFields } from '@/sdk/content';
import type { ContentDefinition } from '@/sdk/content';
import { badRequest } from '../http/errors';

type Images = Pick<ContentDefinition, 'images'>;
type Values = Readonly<Record<string, unknown>>;

function refuse(issues: ReturnType<typeof altTextIssues>): void {
  if (issues.length > 0) throw badRequest(issues[0]!.message, issues);
}

// Issue 46: a write is checked only for the images whose alt fields it sends. A client written
// for the product spec sends none; refusing it would break every create it makes, so its images
// are stored with the alt text empty, and the console flags them (imagesNeedingAltText). A blank
// alt text that is sent is a person's (or a new client's) answer, and is refused as before.

/**
 * Refuses a create that would put an image on the page with a blank alt text it sent (issue 14):
 * `record` is the create's fields and new paths; an image counts when it has a path. `sent` are
 * the fields the request sent (the record itself unless a draft fills in the rest). Throws a 400
 * with the alt field's message.
 */
export function requireAltText(definition: Images, record: Values, sent: Values = record): void {
  const shown = (image: string) => hasImage(record, image) && sendsAltFields(sent, image);
  refuse(altTextIssues(definition.images, record, shown));
}

/**
 * The alt fields to store for the new images a write brings without any alt field: empty and
 * not decorative, since the stored words (or mark) described the picture being replaced.
 */
export function altOfUndescribedImages(newImages: readonly string[], sent: Values): Values {
  const undescribed = newImages.filter((image) => !sendsAltFields(sent, image));
  return Object.fromEntries(
    undescribed.flatMap((image) => [
      [altField(image), ''],
      [decorativeField(image), false],
    ]),
  );
}

/** What an update knows when it checks the alt text of the record it is about to write. */
export interface AltTextUpdate {
  /** The stored record. */
  before: Values;
  /** The stored record with the update's changes over it. */
  next: Values;
  /** The fields the request sent (parsed), without the new image paths. */
  sent: Values;
  /** The images the request brings a new file for. */
  newImages: readonly string[];
}

/**
 * An update's rule (issue 33): it answers for the images it touches, not for the ones it leaves
 * alone. A new image sent with alt fields needs its own alt text (or decorative mark) in them: the
 * stored words described the picture it replaces; one sent without any is stored undescribed
 * (altOfUndescribedImages, issue 46). An alt text or decorative mark sent with a value other than
 * the stored one is checked in the record as it will be (so a blanked alt text is a 400; the
 * sdk's update schema already refuses a blank one sent for a required image). Every other image
 * keeps its stored alt text and mark as they are: a client written for the spec sends no alt
 * fields, a toggle sends the stored ones back, and a record stored before the alt text existed
 * stays writable by them (the console asks its editor for the words).
 */
export function requireAltTextOfUpdate(definition: Images, update: AltTextUpdate): void {
  const { before, next, sent, newImages } = update;
  const altFields = (image: string) => [altField(image), decorativeField(image)];
  const changed = (image: string) => altFields(image).some((name) => next[name] !== before[name]);
  const fresh = Object.fromEntries(newImages.flatMap(altFields).map((name) => [name, sent[name]]));
  const written = { ...next, ...fresh };
  const touched = (image: string) =>
    sendsAltFields(sent, image) && (newImages.includes(image) || changed(image));
  refuse(
    altTextIssues(definition.images, written, (image) => touched(image) && hasImage(next, image)),
  );
}

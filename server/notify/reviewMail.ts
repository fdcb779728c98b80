import { istTime } from '../render/previewBar';
import { escapeHtml } from './leadMail';

/** What a review e-mail is about: the record as people know it ("home", 'testimonials “Ravi”'). */
export interface ReviewSubject {
  /** The record, as the audit log names it. */
  record: string;
  /** Who did it (the editor who asked, the admin who published or sent it back). */
  by: string;
  note: string;
  /** Issue 47: the draft proposed to delete the item (published: it is in the trash now). */
  deletes?: boolean;
}

const mail = (subject: string, lines: readonly string[]) => ({
  subject,
  text: lines.join('\n\n'),
  html: lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n'),
});

const noteLine = (label: string, note: string) => (note ? [`${label}: “${note}”`] : []);
const settingLine =
  'You get these e-mails because "E-mail me about reviews" is on in My account in the admin console.';

/** To reviewers: a draft waits for them. */
export const waitingMail = ({ record, by, note }: ReviewSubject) =>
  mail(`Waiting for review: ${record}`, [
    `${by} asked for review of ${record}.`,
    ...noteLine('Their note', note),
    'Open Review in the admin console to compare the changes, then publish or send it back.',
    settingLine,
  ]);

/** To the editor who asked: an admin published it. */
export const publishedMail = ({ record, by, deletes }: ReviewSubject) =>
  mail(`Published: ${record}`, [
    deletes
      ? `${by} published your proposal to delete ${record}. It is off the site now, in the trash, where it can be restored.`
      : `${by} published your changes to ${record}. They are on the site now.`,
    settingLine,
  ]);

/** What a release made live of one editor's waiting drafts: the release, when, which records. */
export interface ReleaseSubject {
  release: string;
  at: Date;
  /** The records, as the audit log names them; one mail lists them all. */
  records: readonly string[];
}

/** To the editor who asked: a release (published now or on its schedule) put it live. */
export const releasedMail = ({ release, at, records }: ReleaseSubject) => {
  const what = records.length === 1 ? records[0]! : `${records.length} records`;
  return mail(`Published: ${what}`, [
    `Your changes to ${records.join(', ')} went live with the release “${release}” at ${istTime(at)}. They are on the site now.`,
    settingLine,
  ]);
};

/** To the editor who asked: an admin sent it back, with what to change. */
export const sentBackMail = ({ record, by, note }: ReviewSubject) =>
  mail(`Sent back: ${record}`, [
    `${by} sent your changes to ${record} back to you.`,
    ...noteLine('What to change', note),
    'Open the record in the admin console, change it and ask for review again.',
    settingLine,
  ]);

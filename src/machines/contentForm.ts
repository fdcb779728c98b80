import { ContentMessages } from '@/sdk/content';
import type { DraftSummary } from '@/sdk/content/drafts';

// Types and pure helpers of contentFormMachine, kept apart so the machine file reads as states.
// The form component owns what is typed; the machine owns what is stored: it loads the record,
// saves what a submit event carries, and keeps the server's answer (record, field messages).

/** What a form field holds once parsed: text, a counter or a rating, or a flag. */
export type FieldValue = string | number | boolean;
export type FormValues = Record<string, FieldValue>;
/** New images chosen in this visit, by field (e.g. clientImg); absent means "keep the stored one". */
export type FormFiles = Record<string, File>;
/** One stored item as the load or save actor returns it; read loosely, the sdk has parsed it. */
export type ContentRecord = Record<string, unknown>;
export type FormMode = 'create' | 'update';

export { ContentMessages };

/**
 * What a submit asks for (issue 37): publish at once (the spec's Save and Update), keep it as the
 * record's draft, or keep it as a draft and ask an admin to review it.
 */
export type SaveIntent = 'publish' | 'draft' | 'review';

/** What the banner of a record's draft asks for: throw it away, or send it back (an admin). */
export type DraftAction = 'discard' | 'sendBack';

/** What the draftAction actor receives; the app maps it to the sdk's draft calls. */
export interface DraftActionRequest {
  action: DraftAction;
  id: string;
  /** The admin's note for the editor (send back). */
  note?: string;
}

/** What the save actor receives; the app maps it to the create or update sdk call. */
export interface SaveRequest {
  mode: FormMode;
  /** Publish, or keep as a draft (and ask for review). */
  intent: SaveIntent;
  /** The record has a draft: publishing goes through it, so the draft does not linger. */
  hasDraft: boolean;
  /** The record id in update mode (route id, or the singleton's loaded `_id`). */
  id: string | undefined;
  values: FormValues;
  files: FormFiles;
  /** Given only when new images go with the save: hears the share of the upload sent (0 to 1). */
  onUploadProgress?: (sent: number) => void;
}

/** A save that carries new images, whose upload the form shows. */
export const sendsFiles = (files: FormFiles): boolean => Object.keys(files).length > 0;

export interface ContentFormInput {
  /** The route's id: update mode for a client or testimonial. */
  id?: string;
  /** The form edits the one record of a section (home, course, launch, business). */
  singleton?: boolean;
  /** Success toast per mode; defaults follow spec section 8 (see defaultSuccessMessages). */
  successMessages?: Partial<Record<FormMode, string>>;
  /** Where to go after a successful save, e.g. '/manage-client'. */
  redirectTo?: string;
  /**
   * A collection's update path ('/update-client'): a new item saved as a draft gets its id and
   * its form moves to `${updatePath}/${id}`, so a reload finds it again.
   */
  updatePath?: string;
}

export interface ContentFormContext {
  mode: FormMode;
  id: string | undefined;
  singleton: boolean;
  /** The stored item being edited (the form's starting values and image previews), or null. */
  current: ContentRecord | null;
  /** Counts saves, so the screen can start the form over from what was stored. */
  saves: number;
  /** Field messages from the server's last 400, dropped as the person edits that field. */
  errors: Record<string, string>;
  /** The share (0 to 1) of a save's new images sent so far; read while tagged 'uploading'. */
  uploaded: number;
  /** Why the current data could not be loaded; shown in place of the form. */
  loadError: string | null;
  /** The failed load's request id (the server's X-Request-Id), for support. */
  loadRequestId: string | null;
  successMessages: Record<FormMode, string>;
  redirectTo: string | undefined;
  updatePath: string | undefined;
  /** The record as the site shows it (null: not on the site, or nothing stored yet). */
  published: ContentRecord | null;
  /** The record's unpublished changes (issue 37), or null; `current` then holds the draft. */
  draft: DraftSummary | null;
  /** What the save on its way asked for (its answer is read by it). */
  intent: SaveIntent;
  /** The banner action on its way, while tagged 'acting'. */
  acting: DraftAction | null;
}

/** Spec section 8: singleton updates also say "Added"; only client/testimonial say "Updated". */
export const defaultSuccessMessages = (singleton: boolean): Record<FormMode, string> => ({
  create: ContentMessages.added,
  update: singleton ? ContentMessages.added : ContentMessages.updated,
});

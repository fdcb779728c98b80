import { ContentMessages } from '@/sdk/content';

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

/** What the save actor receives; the app maps it to the create or update sdk call. */
export interface SaveRequest {
  mode: FormMode;
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
}

/** Spec section 8: singleton updates also say "Added"; only client/testimonial say "Updated". */
export const defaultSuccessMessages = (singleton: boolean): Record<FormMode, string> => ({
  create: ContentMessages.added,
  update: singleton ? ContentMessages.added : ContentMessages.updated,
});

import { ALL_FIELDS_REQUIRED } from '@/sdk/schemas/common';

// Types and pure helpers of contentFormMachine, kept apart so the machine file reads as states.

/** What a form field holds: text, a counter or a rating, or a flag. */
export type FieldValue = string | number | boolean;
export type FormValues = Record<string, FieldValue>;
/** New images chosen in this visit, by field (e.g. clientImg); absent means "keep the stored one". */
export type FormFiles = Record<string, File>;
/** One stored item as the load or save actor returns it; read loosely, the sdk has parsed it. */
export type ContentRecord = Record<string, unknown>;
export type FormMode = 'create' | 'update';

/** The spec's admin form messages (sections 5 and 8), shown as-is. */
export const ContentMessages = {
  added: 'Your Data Successfully Added.',
  updated: 'Your Data Successfully Updated.',
  /** Client or testimonial delete (spec section 8). */
  deleted: 'Your Data Successfully Deleted.',
  incomplete: ALL_FIELDS_REQUIRED,
  /** Not in the spec: an update route whose id the server does not know. */
  notFound: 'This item could not be found.',
} as const;

/** The app's per-form rule for 'All fields are required.' (spec section 5 lists them per form). */
export type CompletenessCheck = (
  values: FormValues,
  files: FormFiles,
  current: ContentRecord | null,
) => boolean;

/** What the save actor receives; the app maps it to the create or update sdk call. */
export interface SaveRequest {
  mode: FormMode;
  /** The record id in update mode (route id, or the singleton's loaded `_id`). */
  id: string | undefined;
  values: FormValues;
  files: FormFiles;
}

export interface ContentFormInput {
  /** The route's id: update mode for a client or testimonial. */
  id?: string;
  /** The form edits the one record of a section (home, course, launch, business). */
  singleton?: boolean;
  /** Every field of the form with its blank value; also what a reset returns to. */
  emptyValues: FormValues;
  /** Success toast per mode; defaults follow spec section 8 (see defaultSuccessMessages). */
  successMessages?: Partial<Record<FormMode, string>>;
  /** Where to go after a successful save, e.g. '/manage-client'. */
  redirectTo?: string;
}

export interface ContentFormContext {
  mode: FormMode;
  id: string | undefined;
  singleton: boolean;
  emptyValues: FormValues;
  values: FormValues;
  files: FormFiles;
  /** The stored item being edited (for image previews and the completeness rule), or null. */
  current: ContentRecord | null;
  /** Field messages from the server's last 400, cleared as the field changes. */
  errors: Record<string, string>;
  /** Why the current data could not be loaded; shown in place of the form. */
  loadError: string | null;
  successMessages: Record<FormMode, string>;
  redirectTo: string | undefined;
}

/** Spec section 8: singleton updates also say "Added"; only client/testimonial say "Updated". */
export const defaultSuccessMessages = (singleton: boolean): Record<FormMode, string> => ({
  create: ContentMessages.added,
  update: singleton ? ContentMessages.added : ContentMessages.updated,
});

/** Turns the app's plain check into the machine's isComplete guard. */
export const completeWhen =
  (check: CompletenessCheck) =>
  ({ context }: { context: Pick<ContentFormContext, 'values' | 'files' | 'current'> }) =>
    check(context.values, context.files, context.current);

/** The default rule until the app provides its own: every text field has something in it. */
export const everyTextFilled: CompletenessCheck = (values) =>
  Object.values(values).every((value) => typeof value !== 'string' || value.trim() !== '');

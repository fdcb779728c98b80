import { useState } from 'react';
import type { z } from 'zod';

import { ALL_FIELDS_REQUIRED } from '@/sdk/schemas';

export { ALL_FIELDS_REQUIRED };

/** Beside an empty required field (the spec's 'All fields are required.' heads the summary). */
export const FIELD_REQUIRED = 'This field is required.';
/** Beside a required image that has neither a stored picture nor a chosen file. */
export const IMAGE_REQUIRED = 'Choose an image.';

/** What every admin form hands to its parent on a valid submit. */
export interface AdminFormSubmission<TParsed, TImage extends string> {
  /** The text fields, parsed (trimmed, coerced) by the sdk schema. */
  values: TParsed;
  /** Newly chosen files only; a stored image that was not replaced is not listed. */
  images: Partial<Record<TImage, File>>;
}

export interface UseAdminFormOptions<
  TValues extends Record<string, string>,
  TParsed,
  TImage extends string,
> {
  /** Starting text of every field. */
  initialValues: TValues;
  /** The sdk schema of the text fields (HomeTextFields, CourseTextFields, ...). */
  schema: z.ZodType<TParsed>;
  /** Image fields that must hold a stored image or a new file. */
  requiredImages: readonly TImage[];
  /** Text fields that may stay empty (an optional end date, social links). */
  optionalFields?: readonly string[];
  /** Full URLs of the stored images; a stored image counts as present. */
  imageUrls?: Partial<Record<TImage, string | null>>;
  /** Called with the parsed values and new files when the form is complete. */
  onSubmit: (submission: AdminFormSubmission<TParsed, TImage>) => void;
  /** Called with the message instead of submitting, so the container can toast it. */
  onInvalid?: (message: string) => void;
  /**
   * A check the schema cannot make alone, given which images are present (stored or chosen):
   * messages by field, shown next to their fields (the alt text of the images, issue 14).
   */
  check?: (values: TValues, present: (image: TImage) => boolean) => Record<string, string>;
}

/**
 * Field state, chosen files and validation shared by the admin forms. Every problem is kept by
 * field, to stand beside it: an empty required field, a missing required image, the schema's
 * message (too long, not a link) and the extra check's. The form's own message is the spec's
 * 'All fields are required.' when anything is missing, else the first other problem's.
 */
export function useAdminForm<
  TValues extends Record<string, string>,
  TParsed,
  TImage extends string,
>({
  initialValues,
  schema,
  requiredImages,
  optionalFields = [],
  imageUrls,
  onSubmit,
  onInvalid,
  check,
}: UseAdminFormOptions<TValues, TParsed, TImage>) {
  const [initial] = useState(initialValues);
  const [values, setValues] = useState<TValues>(initialValues);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [images, setImages] = useState<Partial<Record<TImage, File>>>({});
  const [problem, setProblem] = useState<{ message: string; ofFields: boolean } | null>(null);
  // Counts refused submits, so the form moves the focus to the first problem each time.
  const [attempt, setAttempt] = useState(0);

  const forget = (key: string) => setFieldProblems(({ [key]: _edited, ...rest }) => rest);
  const setValue = (key: keyof TValues, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    forget(key as string);
  };
  const setImage = (key: TImage, file: File | null) => {
    setImages((prev) => {
      const next = { ...prev };
      if (file) next[key] = file;
      else delete next[key];
      return next;
    });
    forget(key);
  };

  const submit = () => {
    const present = (key: TImage) => !!images[key] || !!imageUrls?.[key];
    const missing: Record<string, string> = {};
    for (const [key, value] of Object.entries(values))
      if (value.trim() === '' && !optionalFields.includes(key)) missing[key] = FIELD_REQUIRED;
    for (const key of requiredImages) if (!present(key)) missing[key] = IMAGE_REQUIRED;
    const parsed = schema.safeParse(values);
    const invalid: Record<string, string> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const field = issue.path[0];
      if (typeof field === 'string' && !(field in invalid)) invalid[field] = issue.message;
    }
    const checked = check?.(values, present) ?? {};
    const problems = { ...checked, ...invalid, ...missing };
    setFieldProblems(problems);
    const message =
      Object.keys(missing).length > 0
        ? ALL_FIELDS_REQUIRED
        : (Object.values(invalid)[0] ??
          (parsed.success ? null : ALL_FIELDS_REQUIRED) ??
          Object.values(checked)[0] ??
          null);
    setProblem(message === null ? null : { message, ofFields: Object.keys(problems).length > 0 });
    if (message !== null || !parsed.success) {
      setAttempt((n) => n + 1);
      onInvalid?.(message ?? ALL_FIELDS_REQUIRED);
      return;
    }
    onSubmit({ values: parsed.data, images });
  };

  /** Something was typed or chosen that is not stored yet. */
  const dirty =
    Object.keys(images).length > 0 ||
    Object.keys(values).some((key) => values[key] !== initial[key]);

  // A message about fields goes once every one of them has been edited (their messages went).
  const shownProblem =
    problem && (!problem.ofFields || Object.keys(fieldProblems).length > 0)
      ? problem.message
      : null;

  return {
    values,
    setValue,
    images,
    setImage,
    problem: shownProblem,
    fieldProblems,
    submit,
    attempt,
    dirty,
  };
}

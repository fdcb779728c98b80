import { useState } from 'react';
import type { z } from 'zod';

import { ALL_FIELDS_REQUIRED } from '@/sdk/schemas';

export { ALL_FIELDS_REQUIRED };

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
 * Field state, chosen files and validation shared by the admin forms. Blank text or a missing
 * required image gives the spec's message; any other schema issue (too long) gives the schema's.
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
  const [values, setValues] = useState<TValues>(initialValues);
  const [fieldProblems, setFieldProblems] = useState<Record<string, string>>({});
  const [images, setImages] = useState<Partial<Record<TImage, File>>>({});
  const [problem, setProblem] = useState<string | null>(null);

  const setValue = (key: keyof TValues, value: string) => {
    setValues((prev) => ({ ...prev, [key]: value }));
    setFieldProblems(({ [key as string]: _edited, ...rest }) => rest);
  };
  const setImage = (key: TImage, file: File | null) =>
    setImages((prev) => {
      const next = { ...prev };
      if (file) next[key] = file;
      else delete next[key];
      return next;
    });

  const submit = () => {
    const blank = Object.entries(values).some(
      ([key, v]) => v.trim() === '' && !optionalFields.includes(key),
    );
    const missingImage = requiredImages.some((key) => !images[key] && !imageUrls?.[key]);
    const parsed = schema.safeParse(values);
    // The extra check speaks once the rest is complete and valid: one problem at a time.
    const problems =
      blank || missingImage || !parsed.success
        ? {}
        : (check?.(values, (key) => !!images[key] || !!imageUrls?.[key]) ?? {});
    setFieldProblems(problems);
    const message =
      blank || missingImage
        ? ALL_FIELDS_REQUIRED
        : parsed.success
          ? (Object.values(problems)[0] ?? null)
          : (parsed.error.issues[0]?.message ?? ALL_FIELDS_REQUIRED);
    setProblem(message);
    if (message !== null || !parsed.success) {
      onInvalid?.(message ?? ALL_FIELDS_REQUIRED);
      return;
    }
    onSubmit({ values: parsed.data, images });
  };

  return { values, setValue, images, setImage, problem, fieldProblems, submit };
}

import type { z } from 'zod';
import { useId } from 'react';
import { TestimonialCreate } from '@/sdk/content';
import { AdminForm, AdminFormCard, formValues, useAdminForm } from '../AdminForm';
import type { AdminFormSubmission } from '../AdminForm';
import { ImageField } from '../ImageField';
import { StarRating } from '@/src/ui/StarRating';
import { TextField } from '../TextField';
import './TestimonialForm.css';

/** The fields a person fills in; isActive is set by the table's Status toggle, not here. */
export const TestimonialFormFields = TestimonialCreate.pick({
  testimonialDesc: true,
  testimonialPersonName: true,
  rating: true,
});
export type TestimonialFormFields = z.infer<typeof TestimonialFormFields>;

/** A new testimonial starts at five stars (spec: default 5, no cancel). */
export const DEFAULT_RATING = 5;

export interface TestimonialFormProps {
  /** `create` shows Save and needs a new image; `update` shows Update and keeps the stored image. */
  mode: 'create' | 'update';
  /** The testimonial being edited (update mode). Read once, on mount; remount with a new `key` to reset. */
  initialValues?: Partial<TestimonialFormFields> | null;
  /** Full URL (API host + stored path) of the stored photo; it counts as present. */
  imageUrl?: string | null;
  /** Called with the parsed fields (rating as a number 1 to 5) and the new photo, if chosen. */
  onSubmit: (submission: AdminFormSubmission<TestimonialFormFields, 'testimonialImg'>) => void;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** The server's message after a failed save. */
  error?: string | null;
}

/** The Testimonials form: image, star rating, description and person name, all required. */
export function TestimonialForm({
  mode,
  initialValues,
  imageUrl,
  onSubmit,
  onInvalid,
  submitting = false,
  error,
}: TestimonialFormProps) {
  const ratingLabelId = useId();
  const form = useAdminForm({
    initialValues: formValues(TestimonialFormFields, { rating: DEFAULT_RATING, ...initialValues }),
    schema: TestimonialFormFields,
    requiredImages: ['testimonialImg'] as const,
    imageUrls: { testimonialImg: mode === 'update' ? imageUrl : null },
    onSubmit,
    onInvalid,
  });
  const { values, setValue } = form;
  return (
    <AdminForm
      label={mode === 'update' ? 'Update testimonial' : 'Create new testimonial'}
      submitLabel={mode === 'update' ? 'Update' : 'Save'}
      submitting={submitting}
      error={form.problem ?? error}
      onSubmit={form.submit}
    >
      <AdminFormCard title="Testimonials">
        <ImageField
          label="Testimonials Image"
          name="testimonialImg"
          required
          currentUrl={mode === 'update' ? imageUrl : null}
          file={form.images.testimonialImg}
          onChange={(f) => form.setImage('testimonialImg', f)}
          previewWidth={160}
          previewHeight={160}
        />
        <div className="testimonial-form__rating">
          <span id={ratingLabelId} className="testimonial-form__rating-label">
            Rating *
          </span>
          <StarRating
            value={Number(values.rating) || DEFAULT_RATING}
            onChange={(n) => setValue('rating', String(n))}
            labelledBy={ratingLabelId}
            disabled={submitting}
            name="rating"
          />
        </div>
        <TextField
          label="Testimonials Desc"
          name="testimonialDesc"
          required
          multiline
          rows={4}
          value={values.testimonialDesc}
          onChange={(v) => setValue('testimonialDesc', v)}
        />
        <TextField
          label="Testimonials Person Name"
          name="testimonialPersonName"
          required
          value={values.testimonialPersonName}
          onChange={(v) => setValue('testimonialPersonName', v)}
        />
      </AdminFormCard>
    </AdminForm>
  );
}

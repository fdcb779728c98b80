import { CourseTextFields } from '@/sdk/content';
import { AdminForm, AdminFormCard, formValues, useAdminForm } from '../AdminForm';
import type { AdminFormSubmission } from '../AdminForm';
import { ImageField } from '../ImageField';
import { TextField } from '../TextField';

const POINTS = [
  ['pointOne', 'Point One'],
  ['pointTwo', 'Point Two'],
  ['pointThree', 'Point Three'],
  ['pointFour', 'Point Four'],
  ['pointFive', 'Point Five'],
] as const;

export interface CourseFormProps {
  /** The stored course section's text. Read once, on mount; remount with a new `key` to reset. */
  initialValues?: Partial<CourseTextFields> | null;
  /** Full URL (API host + stored path) of the stored course image; it counts as present. */
  imageUrl?: string | null;
  /** Called with the parsed text and the new image (if one was chosen). */
  onSubmit: (submission: AdminFormSubmission<CourseTextFields, 'courseImage'>) => void;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** The server's message after a failed save. */
  error?: string | null;
}

/** The Course screen: title, sub title, image and five points; all eight are required. */
export function CourseForm({
  initialValues,
  imageUrl,
  onSubmit,
  onInvalid,
  submitting = false,
  error,
}: CourseFormProps) {
  const form = useAdminForm({
    initialValues: formValues(CourseTextFields, initialValues),
    schema: CourseTextFields,
    requiredImages: ['courseImage'] as const,
    imageUrls: { courseImage: imageUrl },
    onSubmit,
    onInvalid,
  });
  const { values, setValue } = form;
  return (
    <AdminForm
      label="Course section"
      submitLabel="Update"
      submitting={submitting}
      error={form.problem ?? error}
      onSubmit={form.submit}
    >
      <AdminFormCard title="Course">
        <TextField
          label="Course Title"
          name="courseTitle"
          required
          value={values.courseTitle}
          onChange={(v) => setValue('courseTitle', v)}
        />
        <TextField
          label="Course Sub Title"
          name="courseSubTitle"
          required
          multiline
          value={values.courseSubTitle}
          onChange={(v) => setValue('courseSubTitle', v)}
        />
        <ImageField
          label="Course Image"
          name="courseImage"
          required
          currentUrl={imageUrl}
          file={form.images.courseImage}
          onChange={(f) => form.setImage('courseImage', f)}
        />
        {POINTS.map(([name, label]) => (
          <TextField
            key={name}
            label={label}
            name={name}
            required
            value={values[name]}
            onChange={(v) => setValue(name, v)}
          />
        ))}
      </AdminFormCard>
    </AdminForm>
  );
}

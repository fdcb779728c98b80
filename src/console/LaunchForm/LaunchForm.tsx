import { LaunchTextFields } from '@/sdk/content';
import { AdminForm, AdminFormCard, formValues, useAdminForm } from '../AdminForm';
import type { AdminFormSubmission } from '../AdminForm';
import { ImageField } from '../ImageField';
import { TextField } from '../TextField';

export interface LaunchFormProps {
  /** The stored launch section's text. Read once, on mount; remount with a new `key` to reset. */
  initialValues?: Partial<LaunchTextFields> | null;
  /** Full URL (API host + stored path) of the stored launch image; it counts as present. */
  imageUrl?: string | null;
  /** Called with the parsed text and the new image (if one was chosen). */
  onSubmit: (submission: AdminFormSubmission<LaunchTextFields, 'launchImage'>) => void;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** The server's message after a failed save. */
  error?: string | null;
}

/** The Launch screen: title, sub title (stored as the description) and image, all required. */
export function LaunchForm({
  initialValues,
  imageUrl,
  onSubmit,
  onInvalid,
  submitting = false,
  error,
}: LaunchFormProps) {
  const form = useAdminForm({
    initialValues: formValues(LaunchTextFields, initialValues),
    schema: LaunchTextFields,
    requiredImages: ['launchImage'] as const,
    imageUrls: { launchImage: imageUrl },
    onSubmit,
    onInvalid,
  });
  const { values, setValue } = form;
  return (
    <AdminForm
      label="Launch section"
      submitLabel="Update"
      submitting={submitting}
      error={form.problem ?? error}
      onSubmit={form.submit}
    >
      <AdminFormCard title="Launch">
        <TextField
          label="Launch Title"
          name="launchTitle"
          required
          value={values.launchTitle}
          onChange={(v) => setValue('launchTitle', v)}
        />
        <TextField
          label="Launch Sub Title"
          name="launchDesc"
          required
          multiline
          rows={4}
          value={values.launchDesc}
          onChange={(v) => setValue('launchDesc', v)}
        />
        <ImageField
          label="Launch Image"
          name="launchImage"
          required
          currentUrl={imageUrl}
          file={form.images.launchImage}
          onChange={(f) => form.setImage('launchImage', f)}
        />
      </AdminFormCard>
    </AdminForm>
  );
}

import type { z } from 'zod';
import { ClientCreate } from '@/sdk/content';
import { AdminForm, AdminFormCard, formValues, useAdminForm } from '../AdminForm';
import type { AdminFormSubmission } from '../AdminForm';
import { ImageField } from '../ImageField';
import { TextField } from '../TextField';

/** The fields a person types; isActive is set by the table's Status toggle, not here. */
export const ClientFormFields = ClientCreate.pick({ clientTitle: true });
export type ClientFormFields = z.infer<typeof ClientFormFields>;

export interface ClientFormProps {
  /** `create` shows Save and needs a new image; `update` shows Update and keeps the stored image. */
  mode: 'create' | 'update';
  /** The client being edited (update mode). Read once, on mount; remount with a new `key` to reset. */
  initialValues?: Partial<ClientFormFields> | null;
  /** Full URL (API host + stored path) of the stored logo; it counts as present. */
  imageUrl?: string | null;
  /** Called with the parsed title and the new logo (if one was chosen). */
  onSubmit: (submission: AdminFormSubmission<ClientFormFields, 'clientImg'>) => void;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** The server's message after a failed save. */
  error?: string | null;
}

/** Create New Client / update client: title and logo, both required. */
export function ClientForm({
  mode,
  initialValues,
  imageUrl,
  onSubmit,
  onInvalid,
  submitting = false,
  error,
}: ClientFormProps) {
  const form = useAdminForm({
    initialValues: formValues(ClientFormFields, initialValues),
    schema: ClientFormFields,
    requiredImages: ['clientImg'] as const,
    // A create form has no stored image, whatever the caller passes.
    imageUrls: { clientImg: mode === 'update' ? imageUrl : null },
    onSubmit,
    onInvalid,
  });
  return (
    <AdminForm
      label={mode === 'update' ? 'Update client' : 'Create new client'}
      submitLabel={mode === 'update' ? 'Update' : 'Save'}
      submitting={submitting}
      error={form.problem ?? error}
      onSubmit={form.submit}
    >
      <AdminFormCard title="Client">
        <TextField
          label="Client Title"
          name="clientTitle"
          required
          value={form.values.clientTitle}
          onChange={(v) => form.setValue('clientTitle', v)}
        />
        <ImageField
          label="Client Image"
          name="clientImg"
          required
          currentUrl={mode === 'update' ? imageUrl : null}
          file={form.images.clientImg}
          onChange={(f) => form.setImage('clientImg', f)}
          previewWidth={200}
          previewHeight={60}
        />
      </AdminFormCard>
    </AdminForm>
  );
}

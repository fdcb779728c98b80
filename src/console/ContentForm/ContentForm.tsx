import { Fragment } from 'react';
import { altTextIssues } from '@/sdk/content';
import type { ContentEntry, FormCard } from '../contentScreens';
import { AdminForm, AdminFormCard, useAdminForm } from '../AdminForm';
import type { AdminFormSubmission } from '../AdminForm';
import { ImageAltField } from '../ImageAltField';
import { ContentFormField } from './ContentFormField';
import { contentFormModel, initialFieldValues } from './contentFormModel';

export interface ContentFormProps {
  /** The declaration and its console screens (sdk/content): fields, cards, labels. */
  entry: ContentEntry;
  /** `create` shows Save and needs new required images; `update` shows Update and keeps them. */
  mode: 'create' | 'update';
  /** The stored record. Read once, on mount; remount with a new `key` to start over. */
  initialValues?: Readonly<Record<string, unknown>> | null;
  /** Full URLs (API host + stored path) of the stored images; a stored image counts as present. */
  imageUrls?: Readonly<Record<string, string | null>>;
  /** The server's messages by field after a 400, shown next to their fields. */
  fieldErrors?: Readonly<Record<string, string>>;
  /** Called with the parsed fields and the newly chosen files when the form is complete. */
  onSubmit: (submission: AdminFormSubmission<Record<string, unknown>, string>) => void;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Called with a field's name as the person changes it (its server message no longer applies). */
  onFieldEdit?: (field: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** While a save sends new images: the share sent so far (0 to 1); null when none is sent. */
  uploaded?: number | null;
}

/**
 * The form of any collection or section, drawn from its declaration: one card per declared card,
 * each field by its kind. Holds what is typed until submit; the container saves it.
 */
export function ContentForm({
  entry,
  mode,
  initialValues,
  imageUrls = {},
  fieldErrors = {},
  onSubmit,
  onInvalid,
  onFieldEdit,
  submitting = false,
  uploaded = null,
}: ContentFormProps) {
  const model = contentFormModel(entry, mode);
  // A create form has no stored images, whatever the caller passes.
  const storedUrls = mode === 'update' ? imageUrls : {};
  const form = useAdminForm({
    initialValues: initialFieldValues(model, initialValues),
    schema: model.schema,
    requiredImages: model.requiredImages,
    optionalFields: model.optionalFields,
    imageUrls: storedUrls,
    onSubmit,
    onInvalid,
    // The sdk's one rule: a present image needs alt text unless marked decorative (issue 14).
    check: (values, present) =>
      Object.fromEntries(
        altTextIssues(entry.definition.images, values, present).map((i) => [i.path[0], i.message]),
      ),
  });
  const errors = { ...form.fieldProblems, ...fieldErrors };
  const edit = (name: string, value: string) => {
    form.setValue(name, value);
    onFieldEdit?.(name);
  };

  /** The alt text input (and decorative box) beside an image that carries its own alt text. */
  const altOf = (image: string, label: string) => {
    const spec = model.alts[image];
    if (!spec) return null;
    const present =
      model.requiredImages.includes(image) || !!form.images[image] || !!storedUrls[image];
    return (
      <ImageAltField
        imageLabel={label}
        name={spec.alt}
        value={form.values[spec.alt] ?? ''}
        onChange={(value) => edit(spec.alt, value)}
        decorativeAllowed={spec.decorativeAllowed}
        decorative={form.values[spec.decorative] === 'true'}
        onDecorativeChange={(on) => {
          edit(spec.decorative, String(on));
          // The alt text's message no longer applies either; the typed text is kept for an untick.
          form.setValue(spec.alt, form.values[spec.alt] ?? '');
        }}
        required={present}
        disabled={submitting}
        error={errors[spec.alt] ?? errors[spec.decorative]}
      />
    );
  };

  const field = (name: string) => {
    const spec = model.fields[name];
    if (!spec) return null;
    const input = (
      <ContentFormField
        key={name}
        name={name}
        spec={spec}
        value={form.values[name]}
        onChange={(value) => edit(name, value)}
        imageUrl={storedUrls[name]}
        file={form.images[name]}
        onFileChange={(file) => {
          form.setImage(name, file);
          onFieldEdit?.(name);
        }}
        required={spec.kind === 'image' ? model.requiredImages.includes(name) : !spec.optional}
        disabled={submitting}
        error={errors[name]}
      />
    );
    const alt = spec.kind === 'image' ? altOf(name, spec.label) : null;
    return alt ? (
      <Fragment key={name}>
        {input}
        {alt}
      </Fragment>
    ) : (
      input
    );
  };
  const card = ({ title, fields }: FormCard<string>) => (
    <AdminFormCard key={title} title={title}>
      {fields.map((item) =>
        typeof item === 'string' ? (
          field(item)
        ) : (
          <fieldset key={item.legend} className="admin-form__group">
            <legend className="admin-form__group-title">{item.legend}</legend>
            {item.fields.map(field)}
          </fieldset>
        ),
      )}
    </AdminFormCard>
  );

  return (
    <AdminForm
      label={model.label}
      submitLabel={model.submitLabel}
      submitting={submitting}
      uploaded={uploaded}
      error={form.problem}
      onSubmit={form.submit}
    >
      {model.cards.map(card)}
    </AdminForm>
  );
}

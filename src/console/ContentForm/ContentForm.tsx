import { useEffect, useId, useRef } from 'react';
import { z } from 'zod';
import { altTextIssues, imagesNeedingAltText } from '@/sdk/content';
import type { FaqItem } from '@/sdk/content';
import type { ContentEntry, FormCard } from '../contentScreens';
import { AdminForm, AdminFormCard, useAdminForm } from '../AdminForm';
import type { AdminFormAction, AdminFormProblem, AdminFormSubmission } from '../AdminForm';
import { ImageAltField } from '../ImageAltField';
import type { MenuPage } from '../MenuEditor';
import { ContentFormField } from './ContentFormField';
import { contentFormModel, fieldLabels, initialFieldValues } from './contentFormModel';

/**
 * A single-line field whose declaration allows this many characters or more (titles, headlines,
 * questions, addresses: 120-500) spans the form's row; short ones (a label, a code, a brand name:
 * 40-80) keep half of it. Sized from the declaration, so a new field needs no console setting.
 */
const WIDE_FROM = 120;

/** The longest text a field's schema accepts, if it says (an optional field's inner string). */
const maxLengthOf = (schema: unknown): number | null =>
  schema instanceof z.ZodOptional || schema instanceof z.ZodDefault
    ? maxLengthOf(schema.unwrap())
    : schema instanceof z.ZodString
      ? schema.maxLength
      : null;

/** From this many cards on, a form gets a jump list to its sections (Site Settings has six). */
const SECTIONS_FROM = 4;

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
  /**
   * Called with the parsed fields and the newly chosen files when the form is complete, and the
   * pressed button's intent (`actions`; 'submit' for the one spec button).
   */
  onSubmit: (
    submission: AdminFormSubmission<Record<string, unknown>, string>,
    intent: string,
  ) => void;
  /**
   * The submit buttons, when not the spec's one (Save or Update by mode): issue 37 adds Save
   * draft, and Ask for review where an editor may not publish. Enter presses the first.
   */
  actions?: readonly AdminFormAction[];
  /** While submitting: the intent whose button says "Saving…". */
  submittingIntent?: string | null;
  /** Called with 'All fields are required.' (or the schema's message) instead of submitting. */
  onInvalid?: (message: string) => void;
  /** Called with a field's name as the person changes it (its server message no longer applies). */
  onFieldEdit?: (field: string) => void;
  /** Disables the form while the parent saves. */
  submitting?: boolean;
  /** While a save sends new images: the share sent so far (0 to 1); null when none is sent. */
  uploaded?: number | null;
  /** Called with true once something typed or chosen differs from what was stored, false again after. */
  onDirtyChange?: (dirty: boolean) => void;
  /** Called with every field as typed (text; switches 'true'/'false'), on mount and each change. */
  onValuesChange?: (values: Readonly<Record<string, string>>) => void;
  /** The FAQ's questions, for a page's FAQ list blocks to pick from (the page builder). */
  faqs?: readonly FaqItem[] | null;
  /** The site's pages, for the links of a menu field to point at (the menu editor). */
  menuPages?: readonly MenuPage[] | null;
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
  onDirtyChange,
  onValuesChange,
  actions,
  submittingIntent = null,
  faqs,
  menuPages,
}: ContentFormProps) {
  const model = contentFormModel(entry, mode);
  // The pressed button, for the submit that follows the form's own check.
  const intent = useRef('submit');
  const formId = useId();
  const idOf = (name: string) => `${formId}-${name}`;
  // A create form has no stored images, whatever the caller passes.
  const storedUrls = mode === 'update' ? imageUrls : {};
  const form = useAdminForm({
    initialValues: initialFieldValues(model, initialValues),
    schema: model.schema,
    requiredImages: model.requiredImages,
    optionalFields: model.optionalFields,
    imageUrls: storedUrls,
    onSubmit: (submission) => onSubmit(submission, intent.current),
    onInvalid,
    // The sdk's one rule: a present image needs alt text unless marked decorative (issue 14).
    check: (values, present) =>
      Object.fromEntries(
        altTextIssues(entry.definition.images, values, present).map((i) => [i.path[0], i.message]),
      ),
  });
  const errors = { ...form.fieldProblems, ...fieldErrors };
  // Every problem in the form's order, each linked from the summary at the top.
  const labels = fieldLabels(model);
  const problems: AdminFormProblem[] = [];
  for (const name of Object.keys(labels)) {
    // A decorative box's message stands under the alt text, the input it links to.
    const alt = Object.values(model.alts).find((spec) => spec.decorative === name);
    const id = idOf(alt ? alt.alt : name);
    const message = errors[name];
    if (message && !problems.some((p) => p.id === id))
      problems.push({ id, label: labels[name] ?? name, message });
  }
  const firstProblem = problems[0]?.id;
  const focusFirstProblem = () => {
    if (!firstProblem) return;
    const control = document.getElementById(firstProblem);
    control?.scrollIntoView({ block: 'center' });
    control?.focus({ preventScroll: true });
  };
  // After a refused submit, and after a save the server refused with field messages, the first
  // field with a problem gets the focus (and the screen), so nobody hunts a 4,000 px page for it.
  useEffect(() => {
    if (form.attempt > 0) focusFirstProblem();
    // Only a new attempt moves the focus, never typing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [form.attempt]);
  const wasSubmitting = useRef(submitting);
  useEffect(() => {
    if (wasSubmitting.current && !submitting) focusFirstProblem();
    wasSubmitting.current = submitting;
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [submitting]);
  useEffect(() => onDirtyChange?.(form.dirty), [form.dirty, onDirtyChange]);
  // The live preview follows the typing (issue 47).
  useEffect(() => onValuesChange?.(form.values), [form.values, onValuesChange]);
  const edit = (name: string, value: string) => {
    form.setValue(name, value);
    onFieldEdit?.(name);
  };

  // Stored images the site shows without alt text (issue 46): flagged from the start.
  const undescribed =
    mode === 'update' ? imagesNeedingAltText(entry.definition.images, initialValues) : [];

  /** The alt text input (and decorative box) beside an image that carries its own alt text. */
  const altOf = (image: string, label: string) => {
    const spec = model.alts[image];
    if (!spec) return null;
    const present =
      model.requiredImages.includes(image) || !!form.images[image] || !!storedUrls[image];
    return (
      <ImageAltField
        id={idOf(spec.alt)}
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
        // A new file replaces the undescribed picture; the alt text is then asked as for any.
        needsAltText={undescribed.includes(image) && !form.images[image]}
      />
    );
  };

  const field = (name: string) => {
    const spec = model.fields[name];
    if (!spec) return null;
    const input = (
      <ContentFormField
        key={name}
        id={idOf(name)}
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
        wide={spec.kind === 'text' && (maxLengthOf(model.schema.shape[name]) ?? 0) >= WIDE_FROM}
        faqs={faqs}
        menuPages={menuPages}
      />
    );
    const alt = spec.kind === 'image' ? altOf(name, spec.label) : null;
    return alt ? (
      <div key={name} className="content-form-image">
        {input}
        {alt}
      </div>
    ) : (
      input
    );
  };
  const sections =
    model.cards.length >= SECTIONS_FROM
      ? model.cards.map(({ title }, i) => ({ id: `${formId}-section-${i}`, title }))
      : [];
  const card = ({ title, fields }: FormCard<string>, index: number) => (
    <AdminFormCard key={title} title={title} id={sections[index]?.id}>
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
      actions={actions}
      submittingIntent={submittingIntent}
      submitting={submitting}
      uploaded={uploaded}
      error={form.problem}
      problems={problems}
      sections={sections}
      onSubmit={(pressed) => {
        intent.current = pressed;
        form.submit();
      }}
    >
      {model.cards.map(card)}
    </AdminForm>
  );
}

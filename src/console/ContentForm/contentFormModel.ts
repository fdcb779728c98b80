import { z } from 'zod';
import { altField, decorativeField, describedImages } from '@/sdk/content';
import type { ContentEntry, FieldSpec, FormCard } from '../contentScreens';

/** An image field's alt text (issue 14), drawn beside the image by ContentFormField. */
export interface AltSpec {
  /** The alt text's field name (clientImgAlt). */
  alt: string;
  /** The decorative mark's field name (clientImgDecorative). */
  decorative: string;
  /** Whether the declaration lets the image be marked decorative. */
  decorativeAllowed: boolean;
}

/** What a content form needs from a declaration, whatever the entity. */
export interface ContentFormModel {
  /** The form's accessible name ("Create new client", "Home content"). */
  label: string;
  /** "Save" on a collection's create form, "Update" everywhere else (spec section 5). */
  submitLabel: string;
  cards: readonly FormCard<string>[];
  fields: Readonly<Record<string, FieldSpec>>;
  /** The schema of the typed fields (every form field but the images). */
  schema: z.ZodObject;
  imageNames: readonly string[];
  /** Images that need a stored image or a new file (spec section 5). */
  requiredImages: readonly string[];
  /** Text fields that may stay empty (alt text has its own rule: sdk altTextIssues). */
  optionalFields: readonly string[];
  /** The alt fields of the images that carry their own alt text, by image name. */
  alts: Readonly<Record<string, AltSpec>>;
}

/** The form of one declaration in one mode: the field list comes from the declaration only. */
export function contentFormModel(entry: ContentEntry, mode: 'create' | 'update'): ContentFormModel {
  const { definition, screens } = entry;
  const fields = screens.fields as Readonly<Record<string, FieldSpec>>;
  const names = Object.keys(fields);
  const imageNames = definition.imageNames.filter((name) => name in fields);
  const typed = names.filter((name) => fields[name]?.kind !== 'image');
  // A collection's form edits its create fields (the status flag is the table's toggle).
  const source = definition.kind === 'collection' ? definition.create : definition.fields;
  const alts = Object.fromEntries(
    describedImages(definition.images)
      .filter((name) => imageNames.includes(name))
      .map((name): [string, AltSpec] => [
        name,
        {
          alt: altField(name),
          decorative: decorativeField(name),
          decorativeAllowed: definition.images[name]?.alt === 'mayBeDecorative',
        },
      ]),
  );
  const altNames = Object.values(alts).flatMap((spec) => [spec.alt, spec.decorative]);
  const schema = z.object(
    Object.fromEntries([...typed, ...altNames].map((name) => [name, source.shape[name]])),
  );
  const cards = screens.cards ?? [{ title: screens.card ?? screens.group, fields: names }];
  const requiredImages = imageNames.filter((name) => definition.images[name]?.required);
  const optionalFields = [...typed.filter((name) => fields[name]?.optional), ...altNames];
  if ('list' in screens) {
    const update = mode === 'update';
    return {
      label: update ? screens.update.form : screens.create.form,
      submitLabel: update ? 'Update' : 'Save',
      cards,
      fields,
      schema,
      imageNames,
      requiredImages,
      optionalFields,
      alts,
    };
  }
  return {
    label: screens.form,
    submitLabel: 'Update',
    cards,
    fields,
    schema,
    imageNames,
    requiredImages,
    optionalFields,
    alts,
  };
}

/** Where a form field starts: the stored value, else the declaration's initial one, else blank. */
export function initialFieldValues(
  model: ContentFormModel,
  stored: Readonly<Record<string, unknown>> | null | undefined,
): Record<string, string> {
  const names = Object.keys(model.schema.shape);
  return Object.fromEntries(
    names.map((name) => {
      // A new image starts described-by-text: its decorative box unticked.
      const decorative = Object.values(model.alts).some((spec) => spec.decorative === name);
      const value = stored?.[name] ?? model.fields[name]?.initial ?? (decorative ? false : '');
      const text =
        typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean';
      return [name, text ? String(value) : ''];
    }),
  );
}

/**
 * Every field of the form in display order (an image's alt text and decorative box right after
 * it), with the label a person sees: the order and names of the form's error summary.
 */
export function fieldLabels(model: ContentFormModel): Record<string, string> {
  const labels: Record<string, string> = {};
  const names = model.cards.flatMap((card) =>
    card.fields.flatMap((item) => (typeof item === 'string' ? [item] : item.fields)),
  );
  for (const name of names) {
    const label = model.fields[name]?.label ?? name;
    labels[name] = label;
    const alt = model.alts[name];
    if (alt) {
      labels[alt.alt] = `${label}: Alt text`;
      // The flag is its own field in history and review ("Yes"/"No"): named for what it is.
      labels[alt.decorative] = `${label}: Decorative (no alt text)`;
    }
  }
  // A collection item's on/off switch is on its list, not its form; history and review show it.
  labels.isActive ??= 'Shown on the site';
  return labels;
}

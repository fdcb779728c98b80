import type { z } from 'zod';
import type { AnyCollection, AnySingleton, ContentDefinition, ItemOf } from '@/sdk/content';
import type { ColumnFieldOf, ColumnWritten } from './tableColumns';

// The console's half of a declaration: labels, the form's fields and the table's columns. It sits
// in the same file as the definition but in its own export, which only admin code imports, so no
// admin copy reaches the public pages' bundle (scripts/landing-weight.mjs checks that).

/**
 * How a form field is edited; `rating` is the star input, `toggle` an on/off switch (sent as
 * "true"/"false"), `date` a day picker (YYYY-MM-DD), `markdown` a text area with a live preview, `blocks` a page's
 * blocks (the page builder: src/console/PageBuilder), `menu` link lines edited as rows (the menu
 * editor: src/console/MenuEditor).
 */
export type FieldKind =
  | 'text'
  | 'multiline'
  | 'number'
  | 'image'
  | 'rating'
  | 'toggle'
  | 'date'
  | 'markdown'
  | 'blocks'
  | 'menu';

/** A form field as the console draws it: its wording and its editor (see FieldWording). */
export interface FieldSpec {
  /** The visible label, as the spec names the field ("Client Title"). */
  label: string;
  kind: FieldKind;
  /** Visible rows of a multi-line field. */
  rows?: number;
  /** A new record's value before anyone edits it (a testimonial starts at five stars). */
  initial?: string | number;
  /** The field may stay empty (no asterisk, no "All fields are required."). */
  optional?: boolean;
  /** A line under the label on how to fill the field in (the link-list format). */
  hint?: string;
  /** Preview box of an image field, in CSS pixels. */
  preview?: { width: number; height: number };
  /** A `menu` field's links come in titled groups (the Product menu, footer columns). */
  grouped?: boolean;
}

/**
 * A form field as a screen writes it: its wording. The editor follows from the field's declared
 * kind (./fieldEditors.ts) and "optional" from whether its write takes blank text; a screen names
 * `kind` only to edit a field otherwise (a number as stars, link lines as rows).
 */
export type FieldWording = Omit<FieldSpec, 'kind'> & { kind?: FieldKind };

/** A titled group of fields inside a card ("Service One"). */
export interface FieldGroup<F extends string> {
  legend: string;
  fields: readonly F[];
}

/** A titled card of the form; fields in display order. */
export interface FormCard<F extends string> {
  title: string;
  fields: ReadonlyArray<F | FieldGroup<F>>;
}

/** An image's alt fields: drawn by its image field (ContentFormField), never declared alone. */
type AltFieldOf<D extends ContentDefinition> =
  `${D['imageNames'][number]}Alt` | `${D['imageNames'][number]}Decorative`;

/** The fields a person edits: a collection's create fields but its status flag, plus images. */
export type FormFieldOf<D extends ContentDefinition> = D extends AnyCollection
  ? | Exclude<keyof z.input<D['create']> & string, D['statusField'] | AltFieldOf<D>>
    | D['imageNames'][number]
  : D extends AnySingleton
    ? Exclude<keyof z.input<D['fields']> & string, AltFieldOf<D>> | D['imageNames'][number]
    : never;

interface FormScreens<D extends ContentDefinition, Spec extends FieldWording> {
  /** Every form field, in display order. */
  fields: { readonly [F in FormFieldOf<D>]: Spec };
  /** The cards of the form; without them, one card titled `card` holds every field. */
  cards?: readonly FormCard<FormFieldOf<D>>[];
  card?: string;
  /** The side navigation's group heading. */
  group: string;
  /** The public page that shows it, for the preview beside the form; the landing page if unset. */
  previewPage?: string;
  /**
   * A record that is a page of its own (a campaign page at /<slug>): its path from the form's
   * values as typed, so the preview follows a slug being typed; undefined while they name none.
   */
  previewPageOf?: (values: Readonly<Record<string, string>>) => string | undefined;
}

/** One column of a collection's table. */
export type ColumnSpec<T> =
  | { kind: 'position'; header: string }
  | {
      kind: 'text';
      header: string;
      value(item: T): string;
      /** Cut at 30 characters plus '...' (spec section 9); the full text is the tooltip. */
      truncate?: boolean;
      sortable?: boolean;
      filterable?: boolean;
    }
  | {
      kind: 'image';
      header: string;
      value(item: T): string;
      alt(item: T): string;
      /** The spec's fixed thumbnail box (client 100x30, testimonial 60x30). */
      width: number;
      height: number;
    }
  | { kind: 'rating'; header: string; value(item: T): number }
  | { kind: 'status'; header: string; label(item: T): string }
  /** When the item last changed and who changed it (the pages list: issue 44). */
  | { kind: 'lastChange'; header: string }
  /** Views and leads over the last 30 days (the pages list: issue 45's counting). */
  | { kind: 'reach'; header: string }
  | { kind: 'actions'; header: string; itemName(item: T): string };

/** A collection's table screen; `Columns` its columns as written or as the table draws them. */
interface ListScreen<Columns> {
  /** Navigation entry and page title of the table screen. */
  label: string;
  /** The table's caption and accessible name. */
  caption: string;
  empty: string;
  search: string;
  columns: Columns;
}

/**
 * The table as a screen writes it: its columns by field name, each with only what differs from
 * what its declared field gives (./tableColumns.ts); without `columns`, the default table.
 */
interface ListWritten<D extends AnyCollection> extends Omit<ListScreen<never>, 'columns'> {
  columns?: readonly ColumnWritten<ItemOf<D>, ColumnFieldOf<ItemOf<D>>>[];
  /** The field that names an item (status label, actions); default: the first required text. */
  name?: ColumnFieldOf<ItemOf<D>>;
}

/** A collection's screens: as written (`Spec` FieldWording), or as the console takes them. */
export interface CollectionScreens<
  D extends AnyCollection,
  Spec extends FieldWording = FieldWording,
> extends FormScreens<D, Spec> {
  list: Spec extends FieldSpec ? ListScreen<readonly ColumnSpec<ItemOf<D>>[]> : ListWritten<D>;
  create: { label: string; form: string };
  update: { title: string; form: string };
  confirmDelete: { title: string; body(item: ItemOf<D>): string };
}

/** A section's screens: as written (`Spec` FieldWording), or as the console takes them. */
export interface SingletonScreens<
  D extends AnySingleton,
  Spec extends FieldWording = FieldWording,
> extends FormScreens<D, Spec> {
  /** Navigation entry and page title. */
  label: string;
  /** The form's accessible name. */
  form: string;
  /**
   * The toast after a save of the stored record. Spec section 8 makes home, course, launch and
   * business say 'Your Data Successfully Added.' even for an update; the sections it does not
   * name say what happened ('Your Data Successfully Updated.'). Unset: the spec's wording.
   */
  savedMessage?: string;
}

/** A definition with its console screens, as the console and the admin routes take them. */
export type CollectionEntry<D extends AnyCollection = AnyCollection> = {
  definition: D;
  screens: CollectionScreens<D, FieldSpec>;
};
export type SingletonEntry<D extends AnySingleton = AnySingleton> = {
  definition: D;
  screens: SingletonScreens<D, FieldSpec>;
};
export type ContentEntry = CollectionEntry | SingletonEntry;

import type { AnyCollection } from '@/sdk/content';
import type { FieldList } from '@/sdk/content/fields';
import { takesBlank } from './fieldEditors';
import type { ColumnSpec, FieldSpec } from './screens';

// A collection's table columns follow from its declared fields (issue 44): a column names a field,
// and its kind, value, header and the item's name follow from the field list and the form's
// wording. Which fields the table shows, and in what order, stay the screen's choice (no rule
// reproduces today's tables: the clients show the logo before the name, the testimonials after),
// so a screen lists them by name and writes only what differs from the default.

type Item = Readonly<Record<string, unknown>>;

/** The columns that show no field of their own; their headers are the same on every table. */
export type ListColumn = 'position' | 'status' | 'actions' | 'lastChange' | 'reach';

/** A column of one field, with what differs from the default (see fieldColumn). */
export interface FieldColumn<T, F extends string = string> {
  field: F;
  /** Default: the form's label of the field. */
  header?: string;
  /** Default: the field's value as text. */
  value?(item: T): string;
  /** Default: long text is cut (spec section 9), other text is not. */
  truncate?: boolean;
  /** Default: true for the column of the item's name, else false. */
  sortable?: boolean;
  filterable?: boolean;
  /** An image's alt text; default: the item's name. */
  alt?(item: T): string;
  /** An image's thumbnail box (the spec's, per table: client 100x30, testimonial 60x30). */
  box?: { width: number; height: number };
}

/** A column as a screen writes it: a name, a field's column, or the actions' own item name. */
export type ColumnWritten<T, F extends string = string> =
  ListColumn | FieldColumn<T, F> | { kind: 'actions'; itemName(item: T): string };

/** The fields a collection's table may show: its declared fields by name. */
export type ColumnFieldOf<T> = Exclude<keyof T & string, '_id'>;

const HEADERS: Readonly<Record<ListColumn, string>> = {
  position: 'S.NO',
  status: 'Status',
  actions: 'Action',
  lastChange: 'Last change',
  reach: 'Last 30 days',
};

/** The field that names an item (its name column, status label, actions): the first required text. */
export function nameFieldOf(list: FieldList): string {
  const name = Object.keys(list).find((key) => {
    const field = list[key];
    return field?.kind === 'text' && !takesBlank(field);
  });
  if (!name) throw new Error('A collection without required text must name its name field.');
  return name;
}

/** The table a collection gets when its screen names no columns: order, name, status, actions. */
export const defaultColumns = (definition: AnyCollection, name: string): ColumnWritten<Item>[] => [
  ...(definition.order === 'manual' ? (['position'] as const) : []),
  { field: name },
  'status',
  'actions',
];

interface ColumnContext {
  list: FieldList;
  fields: Readonly<Record<string, FieldSpec>>;
  /** The field that names an item. */
  name: string;
}

const textOf = (item: Item, field: string) => String(item[field] ?? '');

/** One field's column: its kind from the field (an image, stars, else text), the rest defaults. */
function fieldColumn(column: FieldColumn<Item>, context: ColumnContext): ColumnSpec<Item> {
  const { field: key, header, value, truncate, sortable, filterable, alt, box } = column;
  const field = context.list[key];
  if (!field) throw new Error(`The table names ${key}, a field its collection does not declare.`);
  const heading = header ?? context.fields[key]?.label ?? key;
  const nameOf = (item: Item) => textOf(item, context.name);
  if (field.kind === 'image') {
    if (!box) throw new Error(`${key}: an image column needs its thumbnail box.`);
    const path = (item: Item) => textOf(item, key);
    return { kind: 'image', header: heading, value: path, alt: alt ?? nameOf, ...box };
  }
  if (context.fields[key]?.kind === 'rating') {
    return { kind: 'rating', header: heading, value: (item) => Number(item[key]) };
  }
  const cut = truncate ?? field.kind === 'longText';
  const sorts = sortable ?? key === context.name;
  const filters = filterable ?? key === context.name;
  return {
    kind: 'text',
    header: heading,
    value: value ?? ((item) => textOf(item, key)),
    ...(cut ? { truncate: true } : {}),
    ...(sorts ? { sortable: true } : {}),
    ...(filters ? { filterable: true } : {}),
  };
}

/** A written column as the table draws it. */
function resolveColumn(column: ColumnWritten<Item>, context: ColumnContext): ColumnSpec<Item> {
  const nameOf = (item: Item) => textOf(item, context.name);
  if (typeof column !== 'string' && 'field' in column) return fieldColumn(column, context);
  const kind = typeof column === 'string' ? column : column.kind;
  const header = HEADERS[kind];
  if (kind === 'status') return { kind, header, label: (item) => `Status of ${nameOf(item)}` };
  if (kind === 'actions') {
    const itemName = typeof column === 'string' ? nameOf : column.itemName;
    return { kind, header, itemName };
  }
  return { kind, header };
}

/** A collection's table columns: as its screen lists them, else the default table. */
export function tableColumns(
  definition: AnyCollection,
  written: { columns?: readonly ColumnWritten<Item>[]; name?: string },
  list: FieldList,
  fields: Readonly<Record<string, FieldSpec>>,
): ColumnSpec<Item>[] {
  const name = written.name ?? nameFieldOf(list);
  const columns = written.columns ?? defaultColumns(definition, name);
  return columns.map((column) => resolveColumn(column, { list, fields, name }));
}

import {
  altField,
  clients,
  course,
  decorativeField,
  describedImages,
  home,
  launch,
} from '@/sdk/content';
import { testimonials } from '@/sdk/content';
import type { ContentDefinition, ContentKey } from '@/sdk/content';
import { contentContracts } from './contentCases';
import type { ContentContract } from './contentCases';

// Issue 33 (5): the writes of a client built to the product spec (its section 7), which knows no
// alt fields. A form sends every field of the record it loaded, with each stored image path as
// text (the spec appends an image "only if a file or value is present"); a status toggle sends
// the whole item as JSON with its id under the spec's name. Every one must succeed and keep the
// stored alt text. The records are the content contract's examples, seeded by the same states.
// Issue 46 (3): its creates and its image replacements (a file part where the path was) succeed
// too; the server stores those images with the alt text empty, for the console to flag.

type Values = Record<string, string | number | boolean>;

/** What the spec-era client reads of the answer (spec section 7's "Answer use"). */
export type SpecEraReads = 'msg' | 'list' | 'item';

export interface SpecEraCase {
  description: string;
  contract: ContentContract;
  /** `/create` (no stored record) or `/update` of the seeded record (default). */
  action?: 'create' | 'update';
  /** Values the provider state stores over the example (a logo stored without alt text). */
  stored?: Values;
  /** A form's text parts and the image fields it sends as file parts; or a JSON body. */
  body: { form: Record<string, string>; files?: readonly string[] } | { json: Values };
  reads: SpecEraReads;
}

const IMAGE = 'uploads/example.webp';
const contractOf = (definition: ContentDefinition): ContentContract => {
  const contract = contentContracts[definition.key as ContentKey] as ContentContract | undefined;
  if (!contract) throw new Error(`no content contract for ${definition.key}`);
  return contract;
};

/** The record as the spec's client holds it: the example's fields but alt text, and the paths. */
export function specRecord(contract: ContentContract): Values {
  const { definition, example } = contract;
  const alt = describedImages(definition.images).flatMap((n) => [altField(n), decorativeField(n)]);
  const fields = Object.entries(example).filter(([name]) => !(alt as string[]).includes(name));
  const images = definition.imageNames.map((name) => [name, IMAGE]);
  return { ...Object.fromEntries(fields), ...Object.fromEntries(images) };
}

const asText = (values: Values) =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, String(value)]));

/** The spec's update form: every field, the stored image paths as text, the id by its name. */
function formUpdate(definition: ContentDefinition, change: Values) {
  const contract = contractOf(definition);
  const { isActive: _shownInTable, ...record } = specRecord(contract);
  return { form: asText({ ...record, ...change, [definition.idField]: contract.id }) };
}

/** The spec's update form with a new picture: the file part in place of the stored path. */
function formReplace(definition: ContentDefinition, image: string, change: Values) {
  const { [image]: _storedPath, ...form } = formUpdate(definition, change).form;
  return { form, files: [image] };
}

/** The spec's create form: the text fields, and every required image as a file part. */
function formCreate(definition: ContentDefinition, fields: Values) {
  const files = definition.imageNames.filter((name) => definition.images[name]?.required);
  return { form: asText(fields), files };
}

/** The spec's status toggle: the whole item (with `_id`), the flag flipped, the id by its name. */
function toggle(definition: ContentDefinition) {
  const contract = contractOf(definition);
  const item = { _id: contract.id, ...specRecord(contract) };
  return { json: { ...item, isActive: false, [definition.idField]: contract.id } };
}

export const specEraCases: readonly SpecEraCase[] = [
  {
    description: 'a spec-era client updates the home text without alt fields',
    contract: contractOf(home),
    body: formUpdate(home, { bannerTitle: 'Teach from anywhere' }),
    reads: 'msg',
  },
  {
    description: 'a spec-era client updates the course text without alt fields',
    contract: contractOf(course),
    body: formUpdate(course, { pointFive: 'Reports for every batch' }),
    reads: 'list',
  },
  {
    description: 'a spec-era client updates the launch text without alt fields',
    contract: contractOf(launch),
    body: formUpdate(launch, { launchDesc: 'Your brand on both stores.' }),
    reads: 'list',
  },
  {
    description: 'a spec-era client renames a client without alt fields',
    contract: contractOf(clients),
    body: formUpdate(clients, { clientTitle: 'DPS Noida' }),
    reads: 'item',
  },
  {
    description: 'a spec-era client switches a client off, sending the whole item',
    contract: contractOf(clients),
    body: toggle(clients),
    reads: 'item',
  },
  {
    description: 'a spec-era client switches off a client whose logo has no alt text yet',
    contract: contractOf(clients),
    stored: { clientImgAlt: '' },
    body: toggle(clients),
    reads: 'item',
  },
  {
    description: 'a spec-era client updates a testimonial without alt fields',
    contract: contractOf(testimonials),
    body: formUpdate(testimonials, { rating: 5 }),
    reads: 'item',
  },
  {
    description: 'a spec-era client switches a testimonial off, sending the whole item',
    contract: contractOf(testimonials),
    body: toggle(testimonials),
    reads: 'item',
  },
  {
    description: 'a spec-era client creates a client without alt fields',
    contract: contractOf(clients),
    action: 'create',
    body: formCreate(clients, { clientTitle: 'Sunrise Academy' }),
    reads: 'item',
  },
  {
    description: 'a spec-era client creates a testimonial without alt fields',
    contract: contractOf(testimonials),
    action: 'create',
    body: formCreate(testimonials, {
      testimonialDesc: 'Live classes from day one.',
      testimonialPersonName: 'Ravi Kumar',
      rating: 5,
    }),
    reads: 'item',
  },
  {
    description: 'a spec-era client replaces a client logo without alt fields',
    contract: contractOf(clients),
    body: formReplace(clients, 'clientImg', { clientTitle: 'DPS Noida' }),
    reads: 'item',
  },
  {
    description: 'a spec-era client replaces the launch image without alt fields',
    contract: contractOf(launch),
    body: formReplace(launch, 'launchImage', { launchDesc: 'A new picture of the app.' }),
    reads: 'list',
  },
];

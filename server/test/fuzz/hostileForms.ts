import { FormMessages } from '../../http/form';

/** One part of a multipart body; `type` makes a text part declare a content type of its own. */
export interface FormPart {
  name: string;
  value: string;
  type?: string;
}

const BOUNDARY = '----lms-fuzz-7c1f0d9a';

/**
 * A multipart body written by hand: FormData cannot send a name twice in a controlled order with
 * a content type on a text part, and these are exactly what a hostile client sends.
 */
export function multipartPayload(parts: readonly FormPart[]) {
  const lines = parts.map(
    (part) =>
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${part.name}"\r\n` +
      (part.type ? `Content-Type: ${part.type}\r\n` : '') +
      `\r\n${part.value}\r\n`,
  );
  return {
    payload: `${lines.join('')}--${BOUNDARY}--\r\n`,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
  };
}

/** Multipart sends text: numbers and flags as the sdk's toFormData writes them. */
export const asFormParts = (fields: Record<string, unknown>): FormPart[] =>
  Object.entries(fields)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([name, value]) => ({ name, value: String(value) }));

/**
 * Form bodies whose parts, not their values, are the attack. A text field holding JSON-looking
 * text is still text (the schema decides); a part that declares itself JSON is refused, as are
 * prototype names, a name sent twice, a value cut at the size limit, and more fields than any
 * form has. A long name is only an unknown field (the multipart parser has no limit on names).
 */
export type HostileForm =
  | { kind: 'prototype name'; name: '__proto__' | 'constructor' | 'toString' | 'prototype' }
  | { kind: 'JSON-looking text'; key: string; depth: number }
  | { kind: 'JSON part'; key: string; depth: number }
  | { kind: 'same name twice'; key: string }
  | { kind: 'long name'; length: number }
  | { kind: 'many fields'; count: number };

const deepArrays = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

export function hostileFormParts(base: FormPart[], form: HostileForm): FormPart[] {
  const first = base[0] ?? { name: 'extra', value: 'x' };
  if (form.kind === 'prototype name') return [...base, { name: form.name, value: '{"x":1}' }];
  if (form.kind === 'JSON-looking text') {
    return [
      ...base.filter((p) => p.name !== form.key),
      { name: form.key, value: deepArrays(form.depth) },
    ];
  }
  if (form.kind === 'JSON part') {
    const part = { name: form.key, value: deepArrays(form.depth), type: 'application/json' };
    return [...base.filter((p) => p.name !== form.key), part];
  }
  if (form.kind === 'same name twice') return [...base, { ...first, name: form.key }];
  if (form.kind === 'long name') return [...base, { name: 'n'.repeat(form.length), value: 'x' }];
  return [
    ...base,
    ...Array.from({ length: form.count }, (_, i) => ({ name: `f${i}`, value: String(i) })),
  ];
}

/** Fastify's and the error handler's words for the plugin's own refusals. */
const FORBIDDEN_NAME = 'The form has a forbidden field name.';
const TOO_MANY_FIELDS = 'The form has too many fields.';

/**
 * The status and msg the server must answer with, from the description alone; null where the
 * form is allowed in shape and the schema decides. JSON-looking text past the plugin's field
 * size limit is cut by the plugin and must be refused too, but whether as too long for the form
 * or for the schema depends on the limit (server/app.ts), so only its 400 is pinned.
 */
export function expectedFormRefusal(form: HostileForm): { status: number; msg?: string } | null {
  switch (form.kind) {
    case 'prototype name':
      return form.name in Object.prototype ? { status: 400, msg: FORBIDDEN_NAME } : null;
    case 'JSON-looking text':
      return form.depth > 50_000 ? { status: 400 } : null;
    case 'JSON part':
      return { status: 400, msg: FormMessages.plainText };
    case 'same name twice':
      return { status: 400, msg: FormMessages.twice(form.key) };
    case 'long name':
      return null;
    case 'many fields':
      return { status: 413, msg: TOO_MANY_FIELDS };
  }
}

/** Every hostile form for a form whose first field is `key`. */
export function hostileForms(key: string): HostileForm[] {
  return [
    ...(['__proto__', 'constructor', 'toString', 'prototype'] as const).map((name) => ({
      kind: 'prototype name' as const,
      name,
    })),
    { kind: 'JSON-looking text', key, depth: 20 },
    { kind: 'JSON-looking text', key, depth: 60_000 },
    { kind: 'JSON part', key, depth: 20 },
    { kind: 'JSON part', key, depth: 30_000 },
    { kind: 'JSON part', key, depth: 60_000 },
    { kind: 'same name twice', key },
    { kind: 'long name', length: 1_000 },
    { kind: 'many fields', count: 1_000 },
  ];
}

import fc from 'fast-check';
import { BodyShapeMessages, MAX_BODY_DEPTH, MAX_BODY_ITEMS } from '../../http/bodyShape';

/**
 * JSON bodies whose shape, not their values, is the attack: nesting deep enough to overflow any
 * recursive walk, arrays and objects with more items than any form has, keys of half a megabyte,
 * and prototype keys. They are described here and written out as JSON text only when sent: a
 * 60,000-deep value cannot go through JSON.stringify (it overflows the stack too), and a
 * description keeps fast-check's reports short.
 */
export type HostileShape =
  | { kind: 'nested'; key: string; depth: number; container: 'array' | 'object' }
  | { kind: 'huge array'; key: string; length: number }
  | { kind: 'many keys'; count: number }
  | { kind: 'long key'; length: number }
  | { kind: 'prototype key'; key: '__proto__' | 'constructor' | 'prototype'; where: Where };

type Where = 'top' | 'inside a field';

/** Depths either side of the limit (the body's own object is one level), and 60,000. */
export const NESTING_DEPTHS = [MAX_BODY_DEPTH - 2, MAX_BODY_DEPTH, 1_000, 60_000] as const;
/** Lengths either side of the item limit, and as many as fit in 1 MB with the longest payload. */
export const ARRAY_LENGTHS = [MAX_BODY_ITEMS - 1_000, MAX_BODY_ITEMS + 1, 400_000] as const;

function nestedText(depth: number, container: 'array' | 'object'): string {
  const [open, close] = container === 'array' ? ['[', ']'] : ['{"a":', '}'];
  return `${open.repeat(depth)}"deep"${close.repeat(depth)}`;
}

/** The sdk's strict schemas refuse an unknown key; the others drop it. Either is fine here. */
function prototypeText(shape: Extract<HostileShape, { kind: 'prototype key' }>): string {
  const poison =
    shape.key === 'constructor' ? '{"prototype":{"isAdmin":true}}' : '{"isAdmin":true}';
  const member = `${JSON.stringify(shape.key)}:${poison}`;
  return shape.where === 'top' ? member : `"extra":{${member}}`;
}

function memberText(shape: HostileShape): string {
  if (shape.kind === 'nested') {
    return `${JSON.stringify(shape.key)}:${nestedText(shape.depth, shape.container)}`;
  }
  if (shape.kind === 'huge array') {
    return `${JSON.stringify(shape.key)}:[${Array(shape.length).fill('0').join(',')}]`;
  }
  if (shape.kind === 'many keys') {
    return Array.from({ length: shape.count }, (_, i) => `"k${i}":1`).join(',');
  }
  if (shape.kind === 'long key') return `${JSON.stringify('k'.repeat(shape.length))}:"v"`;
  return prototypeText(shape);
}

/** Written once per shape: the large ones take tens of milliseconds to build. */
const members = new Map<string, string>();

/** `valid` with the hostile shape added, as JSON text. */
export function hostileJson(valid: Record<string, unknown>, shape: HostileShape): string {
  const id = JSON.stringify(shape);
  const member = members.get(id) ?? memberText(shape);
  members.set(id, member);
  const base = JSON.stringify(valid);
  // The shape's member goes last, so it replaces a key of the same name (JSON.parse: last wins).
  return base === '{}' ? `{${member}}` : `${base.slice(0, -1)},${member}}`;
}

/**
 * The msg the server must answer with, worked out from the description alone (not by the code
 * under test): null where the shape is allowed and the schema decides.
 */
export function expectedRefusal(shape: HostileShape): string | null {
  if (shape.kind === 'nested') {
    return 1 + shape.depth > MAX_BODY_DEPTH ? BodyShapeMessages.tooDeep : null;
  }
  if (shape.kind === 'huge array') {
    return shape.length > MAX_BODY_ITEMS ? BodyShapeMessages.tooManyItems : null;
  }
  if (shape.kind === 'many keys') {
    return shape.count > MAX_BODY_ITEMS ? BodyShapeMessages.tooManyItems : null;
  }
  if (shape.kind === 'long key') return null;
  // `constructor` alone is an ordinary key; only `constructor.prototype` and `__proto__` poison.
  return shape.key === 'prototype' ? null : BodyShapeMessages.prototypeKey;
}

/** Every hostile shape for a payload with these keys (each replaces or adds one member). */
export function hostileShapes(keys: readonly string[]): HostileShape[] {
  const targets = [...keys.slice(0, 1), 'extra'];
  const shapes: HostileShape[] = [];
  for (const key of targets) {
    for (const depth of NESTING_DEPTHS) {
      shapes.push({ kind: 'nested', key, depth, container: 'array' });
    }
    shapes.push({ kind: 'nested', key, depth: 60_000, container: 'object' });
    for (const length of ARRAY_LENGTHS) shapes.push({ kind: 'huge array', key, length });
  }
  shapes.push({ kind: 'many keys', count: MAX_BODY_ITEMS * 2 });
  shapes.push({ kind: 'long key', length: 500_000 });
  for (const key of ['__proto__', 'constructor', 'prototype'] as const) {
    for (const where of ['top', 'inside a field'] as const) {
      shapes.push({ kind: 'prototype key', key, where });
    }
  }
  return shapes;
}

/** One hostile shape, for properties that mix it with random valid payloads. */
export const hostileShape = (keys: readonly string[]): fc.Arbitrary<HostileShape> =>
  fc.constantFrom(...hostileShapes(keys));

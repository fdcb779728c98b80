import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import * as nestedFields from './nestedFields';
import * as textFields from './textFields';
import * as valueFields from './valueFields';

// Keeps docs/architecture.md's "Fields: one list per declaration" honest: it names every field
// builder, the files it names exist, and its example is the FAQ's declaration as written.

const root = resolve(import.meta.dirname, '../..');
const section = (() => {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('### Fields: one list per declaration');
  const end = doc.indexOf('\n### ', start + 1);
  return start < 0 ? '' : doc.slice(start, end);
})();

/** The builders: every function the builder modules export but the helpers named here. */
const HELPERS = ['optionalText'];
const builders = Object.entries({ ...textFields, ...valueFields, ...nestedFields })
  .filter(([name, value]) => typeof value === 'function' && !HELPERS.includes(name))
  .map(([name]) => name);

describe("docs/architecture.md's field builders", () => {
  it('names every builder', () => {
    expect(builders.length).toBeGreaterThanOrEqual(14);
    for (const name of builders) expect(section, name).toContain(`\`${name}\``);
  });

  it('names files that exist', () => {
    const paths = [...section.matchAll(/`((?:sdk|src|server)\/[\w./-]+\.ts)`/g)].map((m) => m[1]);
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) expect(existsSync(join(root, path ?? '')), path).toBe(true);
  });

  it("shows the FAQ's fields as sdk/content/faqs.ts declares them", () => {
    const source = readFileSync(join(root, 'sdk/content/faqs.ts'), 'utf8');
    const lines = [...section.matchAll(/^ {2}(\w+: \w+\(.*\)),/gm)].map((m) => m[1] ?? '');
    expect(lines.length).toBe(3);
    for (const line of lines) expect(source, line).toContain(line);
  });
});

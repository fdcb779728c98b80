import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BLOCK_TYPES, readPageBlocks } from '@/sdk/content';
import { demoCampaignPage } from '../demo/demoPages';

// Keeps docs/architecture.md's worked example "Adding a block type" honest (issue 44 item 7):
// every block type has the files it names, the site's picture of it exists for the console's
// picker, the demo page shows it, and the example names files that exist. The registries it
// names (blockViews, blockForms, blockPictures) are keyed by BlockType: the compiler checks those.

const root = resolve(import.meta.dirname, '../..');
const pascal = (type: string) => `${type[0]?.toUpperCase()}${type.slice(1)}`;
const example = () => {
  const doc = readFileSync(join(root, 'docs/architecture.md'), 'utf8');
  const start = doc.indexOf('### Worked example: adding a block type');
  const end = doc.indexOf('\n## ', start);
  return start < 0 ? '' : doc.slice(start, end < 0 ? undefined : end);
};

describe('adding a block type, as docs/architecture.md shows it', () => {
  it.each(BLOCK_TYPES.map((type) => [type]))('%s has its component, stories and index', (type) => {
    const folder = join(root, 'src/site/blocks', `${pascal(type)}Block`);
    for (const file of [
      `${pascal(type)}Block.tsx`,
      `${pascal(type)}Block.stories.tsx`,
      'index.ts',
    ]) {
      expect(existsSync(join(folder, file)), `${folder}/${file}`).toBe(true);
    }
    const stories = readFileSync(join(folder, `${pascal(type)}Block.stories.tsx`), 'utf8');
    expect(stories).toMatch(/export const Default\b/);
    // The console's block list shows this baseline (src/console/PageBuilder/pageBuilderPictures.ts).
    const picture = `stories/__visual__/site-blocks-${type.toLowerCase()}--default.desktop.png`;
    expect(existsSync(join(root, picture)), picture).toBe(true);
  });

  it("shows every block type on the demo's campaign page", () => {
    const shown = new Set(readPageBlocks(demoCampaignPage.blocks).map((block) => block.type));
    expect([...BLOCK_TYPES].filter((type) => !shown.has(type))).toEqual([]);
  });

  it('names files that exist', () => {
    const text = example();
    expect(text.length).toBeGreaterThan(0);
    const paths = [...text.matchAll(/`((?:sdk|src|server|app|stories)\/[\w./-]+\.[a-z]+)`/g)].map(
      (match) => match[1] ?? '',
    );
    expect(paths.length).toBeGreaterThanOrEqual(5);
    for (const path of paths) expect(existsSync(join(root, path)), path).toBe(true);
  });
});

import { describe, expect, it } from 'vitest';
import { STORYBOOK_SKIP } from './buildStamp.mjs';

// The page builder's picker shows the site blocks' baselines, so a redrawn one must make the
// Storybook (and the app) build again: a run that reused the old build matched the picker's old
// pictures, and the fresh-clone CI of 2fe5c4c then failed on them.
describe('what the builds are fingerprinted from', () => {
  it("counts the picker's pictures and leaves every other baseline out", () => {
    expect(STORYBOOK_SKIP.test('stories/__visual__/site-blocks-hero--default.desktop.png')).toBe(
      false,
    );
    expect(STORYBOOK_SKIP.test('stories/__visual__/site-blocks-hero--narrow.narrow.png')).toBe(
      true,
    );
    expect(STORYBOOK_SKIP.test('stories/__visual__/console-datatable--default.desktop.png')).toBe(
      true,
    );
    expect(STORYBOOK_SKIP.test('src/console/DataTable/DataTable.test.tsx')).toBe(true);
    expect(STORYBOOK_SKIP.test('src/console/DataTable/DataTable.tsx')).toBe(false);
  });
});

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  manifestEntry,
  mergeShots,
  readManifest,
  writeManifest,
} from '../.storybook/visual/shotManifest.ts';

const bytes = (text: string) => Buffer.from(text);

describe('the screenshots known to match their baselines', () => {
  it('ties an entry to both the screenshot and the baseline', () => {
    const entry = manifestEntry(bytes('shot'), bytes('baseline'));
    expect(manifestEntry(bytes('shot'), bytes('baseline'))).toBe(entry);
    expect(manifestEntry(bytes('shot'), bytes('redrawn baseline'))).not.toBe(entry);
    expect(manifestEntry(bytes('other shot'), bytes('baseline'))).not.toBe(entry);
  });

  it('records passing captures only, drops removed baselines, sorts its keys', () => {
    const merged = mergeShots(
      { 'z.desktop.png': 'old', 'gone.desktop.png': 'x' },
      [
        { file: 'z.desktop.png', status: 'updated', shot: 'new' },
        { file: 'a.narrow.png', status: 'matched', shot: 'a' },
        { file: 'b.narrow.png', status: 'changed', shot: 'b' },
        { file: 'c.narrow.png', status: 'missing' },
        { file: 'd.narrow.png', status: 'matched' },
      ],
      ['gone.desktop.png'],
    );
    expect(merged).toEqual({ 'a.narrow.png': 'a', 'z.desktop.png': 'new' });
    expect(Object.keys(merged)).toEqual(['a.narrow.png', 'z.desktop.png']);
  });

  it('reads what it wrote, and nothing where there is no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shot-manifest-'));
    expect(readManifest(dir)).toEqual({});
    writeManifest(dir, { 'a.narrow.png': 'x:y' });
    expect(readManifest(dir)).toEqual({ 'a.narrow.png': 'x:y' });
  });
});

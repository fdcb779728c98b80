import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isKnownShot,
  MAX_SHOTS,
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
      { 'z.desktop.png': 'old:b1', 'gone.desktop.png': 'x:b' },
      [
        { file: 'z.desktop.png', status: 'updated', shot: 'new:b2' },
        { file: 'a.narrow.png', status: 'matched', shot: 'a' },
        { file: 'b.narrow.png', status: 'changed', shot: 'b' },
        { file: 'c.narrow.png', status: 'missing' },
        { file: 'd.narrow.png', status: 'matched' },
      ],
      ['gone.desktop.png'],
    );
    expect(merged).toEqual({ 'a.narrow.png': 'a', 'z.desktop.png': 'new:b2' });
    expect(Object.keys(merged)).toEqual(['a.narrow.png', 'z.desktop.png']);
  });

  it('keeps the last screenshots of the same baseline, newest first, and knows each of them', () => {
    const seen = ['s1:b', 's2:b', 's3:b', 's4:b', 's5:b'];
    let manifest: Record<string, string> = {};
    for (const shot of seen)
      manifest = mergeShots(manifest, [{ file: 'f.png', status: 'matched', shot }]);
    const kept = ['s5:b', 's4:b', 's3:b', 's2:b'].slice(0, MAX_SHOTS);
    expect(manifest).toEqual({ 'f.png': kept.join(' ') });
    for (const entry of kept) expect(isKnownShot(manifest['f.png'], entry)).toBe(true);
    expect(isKnownShot(kept.join(' '), 's1:b')).toBe(false);
    expect(isKnownShot(undefined, 's5:b')).toBe(false);
    // Seen again: moved to the front, not kept twice.
    expect(
      mergeShots({ 'f.png': 's1:b s2:b' }, [{ file: 'f.png', status: 'matched', shot: 's2:b' }]),
    ).toEqual({ 'f.png': 's2:b s1:b' });
    // A redrawn baseline: the screenshots judged against the old one go.
    expect(
      mergeShots({ 'f.png': 's1:b s2:b' }, [{ file: 'f.png', status: 'updated', shot: 's3:c' }]),
    ).toEqual({ 'f.png': 's3:c' });
  });

  it('reads what it wrote, and nothing where there is no file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'shot-manifest-'));
    expect(readManifest(dir)).toEqual({});
    writeManifest(dir, { 'a.narrow.png': 'x:y' });
    expect(readManifest(dir)).toEqual({ 'a.narrow.png': 'x:y' });
  });
});

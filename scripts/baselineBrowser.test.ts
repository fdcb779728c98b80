import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { recordedVersion, recordVersion, versionHint } from './baselineBrowser.mjs';

describe('the Chromium that drew the baselines', () => {
  it('says nothing when the versions agree or one is unknown', () => {
    expect(versionHint('156.0.8078.114', '156.0.8078.114')).toBeNull();
    expect(versionHint(null, '156.0.8078.114')).toBeNull();
    expect(versionHint('156.0.8078.114', null)).toBeNull();
  });

  it('names both versions and the fix when they differ', () => {
    const hint = versionHint('156.0.8078.114', '150.0.7871.100');
    expect(hint).toContain('Chromium 156.0.8078.114');
    expect(hint).toContain('150.0.7871.100 (another version of it)');
    expect(hint).toContain('apt-get install chromium');
    expect(versionHint('156.0.8078.114', '156.0.8078.73')).toContain('another build of');
  });

  it('keeps the version beside the baselines', () => {
    const dir = mkdtempSync(join(tmpdir(), 'baseline-browser-'));
    expect(recordedVersion(dir)).toBeNull();
    recordVersion(dir, '156.0.8078.114');
    expect(recordedVersion(dir)).toBe('156.0.8078.114');
  });
});

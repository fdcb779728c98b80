import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { envOf, flagsOf, startEnv, startFlags, startScript } from './startFlags.mjs';

describe("reading npm start's flags and environment", () => {
  it('takes the settings before the command and the flags after node', () => {
    const script = 'A_B=1 C=x/y exec node --one --two=2 scripts/start.mjs';
    expect(envOf(script)).toEqual({ A_B: '1', C: 'x/y' });
    expect(flagsOf(script)).toEqual(['--one', '--two=2']);
  });

  it('takes no settings from a script without them, or after its command', () => {
    expect(envOf('exec node --one scripts/start.mjs X=1')).toEqual({});
  });

  it("understands every word of package.json's start script", () => {
    // A word it cannot read (quotes, `env`, another command) would start the bench's and the e2e
    // server differently from `npm start` without anyone noticing.
    const words = startScript().split(/\s+/);
    const settings = Object.keys(envOf(startScript())).length;
    const flags = flagsOf(startScript()).length;
    expect(words.slice(settings, settings + 2)).toEqual(['exec', 'node']);
    expect(words.slice(settings + 2 + flags)).toEqual(['scripts/start.mjs']);
  });

  it("reads another checkout's start script when given its directory (the bench's baseline)", () => {
    const dir = mkdtempSync(join(tmpdir(), 'start-flags-'));
    try {
      const start = 'OLD=1 exec node --old-flag scripts/start.mjs';
      writeFileSync(join(dir, 'package.json'), JSON.stringify({ scripts: { start } }));
      expect(startFlags(dir)).toEqual(['--old-flag']);
      expect(startEnv(dir)).toEqual({ OLD: '1' });
      expect(startFlags()).not.toContain('--old-flag');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

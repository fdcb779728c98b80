import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SERVER_ASSETS } from './build-server.mjs';

const root = path.resolve(import.meta.dirname, '..');

/** Every non-test server module, as paths from the repository root. */
function serverSources(dir = 'server'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return entry.name === 'test' ? [] : serverSources(relative);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [relative] : [];
  });
}

describe('the compiled server', () => {
  it('ships every file a server module reads beside itself at run time', () => {
    const read = serverSources().flatMap((file) =>
      [
        ...readFileSync(path.join(root, file), 'utf8').matchAll(
          /new URL\('\.\/([^']+)', import\.meta\.url\)/g,
        ),
      ].map((match) => `${path.dirname(file)}/${match[1]}`),
    );
    expect(read).toContain('server/auth/common-passwords.txt');
    for (const file of read) expect(SERVER_ASSETS).toContain(file);
  });
});

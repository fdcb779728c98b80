import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { incomingDir } from '../http/filePart';
import { markupScanner } from '../media/uploadCheck';
import { image } from './fixtures';
import { call } from './requests';
import { seededServer } from './seededServer';

const seeded = seededServer();

describe('uploads streamed to disk', () => {
  it('sees markup split across two chunks of the stream', () => {
    const scan = markupScanner();
    scan.push(Buffer.from('GIF89a....<scr'));
    scan.push(Buffer.from('ipt>alert(1)</script>'));
    expect(scan.found()).toBe(true);
    const clean = markupScanner();
    clean.push(Buffer.from('GIF89a <b> no tags of ours'));
    expect(clean.found()).toBe(false);
  });

  it('stores an accepted upload and leaves no temporary file behind, accepted or refused', async () => {
    const png = await image('png', 64);
    const accepted = await call(seeded.server.app, '/api/clientSection/update', {
      token: seeded.token,
      // A new image brings its own alt text (issue 33).
      form: { clientSectionId: 'client-1', clientImgAlt: 'The new logo' },
      files: { clientImg: png },
    });
    expect(accepted.status).toBe(200);
    const refused = await call(seeded.server.app, '/api/clientSection/update', {
      token: seeded.token,
      form: { clientSectionId: 'client-1' },
      files: { clientImg: Buffer.concat([png, Buffer.from('<script>x</script>')]) },
    });
    expect(refused.status).toBe(415);
    // Removed once each answer has gone out (onResponse runs just after inject resolves).
    await expect.poll(() => readdirSync(incomingDir()), { timeout: 2000 }).toEqual([]);
  });
});

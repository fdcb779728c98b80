import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaBackends } from './mediaBackends';
import type { OpenedMedia } from './mediaBackends';

/** What every media store promises (server/media/objectStore.ts), on the disk and on S3 alike. */
describe.each(mediaBackends())('the $name object store', (backend) => {
  const dir = mkdtempSync(join(tmpdir(), 'lms-objects-'));
  let media: OpenedMedia;
  beforeAll(async () => {
    media = await backend.open();
  });
  afterAll(async () => {
    await media.dispose();
    await backend.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stores a Buffer or a local file, and gives back the same bytes', async () => {
    const bytes = Buffer.from([0, 1, 2, 253, 254, 255]);
    const file = join(dir, 'streamed-upload.tmp');
    writeFileSync(file, Buffer.concat([bytes, bytes]));
    await media.store.put('from-buffer.png', bytes);
    await media.store.put('from-file.png', { file });
    expect(await media.store.read('from-buffer.png')).toEqual(bytes);
    expect(await media.store.read('from-file.png')).toEqual(Buffer.concat([bytes, bytes]));
    const object = await media.store.get('from-file.png');
    expect(object?.length).toBe(12);
    object?.body.destroy();
    expect(await media.store.get('never-stored.png')).toBeNull();
  });

  it('lists without dot-folders unless asked, moves and removes', async () => {
    await media.store.put('.staging/moved.png', Buffer.from('x'));
    expect(await media.store.list()).toEqual(['from-buffer.png', 'from-file.png']);
    expect(await media.store.list('.staging/')).toEqual(['.staging/moved.png']);
    await media.store.move('.staging/moved.png', 'sub/moved.png');
    expect(await media.store.list('.')).toEqual([]);
    expect(await media.store.read('sub/moved.png')).toEqual(Buffer.from('x'));
    for (const name of await media.store.list()) await media.store.remove(name);
    await media.store.remove('already-gone.png');
    expect(await media.store.list('')).toEqual([]);
  });

  it('refuses a name that could leave its directory or prefix', async () => {
    for (const name of ['../escape.png', 'a/../../b.png', '/abs.png', 'a\\b.png', '']) {
      await expect(media.store.put(name, Buffer.from('x')), name).rejects.toThrow(/name/);
    }
    expect(await media.store.list('')).toEqual([]);
  });
});

import type { FastifyPluginAsync } from 'fastify';
import { ensureSettings } from '../content/ensureSettings';
import { seedDemoContent } from '../demo/seedDemo';
import type { Db } from '../db/database';
import type { MediaStore } from '../media/mediaStore';

/**
 * What a fresh database starts with: the site settings, copy sections and policies on every
 * first start, and the demo landing page unless DEMO_CONTENT=false. The demo's pictures are stored
 * with the plain media store: they are not uploads anyone made, so they are not audited.
 */
export const firstContent =
  (db: Db, media: MediaStore, demo: boolean): FastifyPluginAsync =>
  async () => {
    await ensureSettings(db);
    if (demo) await seedDemoContent(db, media);
  };

import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { BLOCK_IMAGE_FIELD, BLOCK_IMAGE_PATH, BlockImageMessages } from '@/sdk/schemas/blockImage';
import type { ServerContext } from '../context';
import { pictureCandidates } from '../db/schema';
import { ok } from '../http/envelope';
import { badRequest } from '../http/errors';
import { readForm } from '../http/form';
import { draftGuards } from './publishing';

/**
 * How long a block's picture may wait, named by nothing, for the page that shows it to be saved:
 * the editor uploads it in the builder, then saves a draft or publishes (or starts an experiment
 * whose variant shows it). After that the picture collector (./pictures.ts) deletes it unless a
 * page, draft, version, trash item or running experiment's variant names it.
 */
export const UNSAVED_BLOCK_IMAGE_HOURS = 24;

/**
 * POST /api/pages/block-image (issue 44): a page block's own picture, stored alone. The page's
 * picture rides in the page's own write as a file part; a block's lives in the blocks' JSON text,
 * so the builder stores the file first and keeps the answered path in the block. The same checks
 * (content and size: http/form.ts, media/uploadCheck.ts), store and audit entry (`media.upload`)
 * as every upload, and the same guard as a draft: whoever may edit a page.
 */
export function registerBlockImages(app: FastifyInstance, { db, media }: ServerContext) {
  app.post(BLOCK_IMAGE_PATH, draftGuards(db), async (request) => {
    const form = await readForm(request, [BLOCK_IMAGE_FIELD]);
    const file = form.files.get(BLOCK_IMAGE_FIELD);
    if (!file) {
      const message = BlockImageMessages.chooseFile;
      throw badRequest(message, [{ path: [BLOCK_IMAGE_FIELD], message }]);
    }
    const path = await media.saveImage(file);
    // A candidate from the start, collectable once the grace has passed: an upload whose page
    // is never saved does not stay for ever.
    const after = sql`now() + make_interval(hours => ${UNSAVED_BLOCK_IMAGE_HOURS})`;
    await db.insert(pictureCandidates).values({ path, since: after }).onConflictDoNothing();
    return ok(BlockImageMessages.stored, { path });
  });
}

import { z } from 'zod';

// A page block's own picture (issue 44, the "image and text" block): the builder uploads the file
// alone, the server checks and stores it as any upload (server/media) and answers its stored path,
// which the block's JSON then keeps beside its alt text. The page's own picture (`heroImage`) is
// a file part of the page's write instead: a block's image lives inside the blocks' JSON text,
// which a multipart form can only carry as text.

/** Where the builder sends a block's picture. */
export const BLOCK_IMAGE_PATH = '/api/pages/block-image';

/** The file part's name. */
export const BLOCK_IMAGE_FIELD = 'image';

/** What the upload answers: the path the block keeps (`uploads/<name>`). */
export const StoredBlockImage = z.object({ path: z.string() });
export type StoredBlockImage = z.infer<typeof StoredBlockImage>;

export const BlockImageMessages = {
  chooseFile: 'Choose an image file.',
  stored: 'The picture is stored: save the page to keep it.',
} as const;

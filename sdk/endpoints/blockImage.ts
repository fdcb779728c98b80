import { post } from '../client';
import type { UploadProgress } from '../client';
import { toFormData } from '../formData';
import { BLOCK_IMAGE_FIELD, BLOCK_IMAGE_PATH, StoredBlockImage } from '../schemas/blockImage';
import { apiSuccess } from '../schemas/envelope';

/**
 * Stores a picture for a page block and answers its stored path, for the block's JSON (the
 * content role). Refused like any upload: 415 when it is no PNG, JPEG, WebP or GIF (or carries
 * markup), 413 when too large.
 */
export async function uploadBlockImage(
  file: Blob,
  onUploadProgress?: UploadProgress,
): Promise<StoredBlockImage> {
  const form = toFormData({}, { [BLOCK_IMAGE_FIELD]: file });
  const answer = await post(
    BLOCK_IMAGE_PATH,
    form,
    apiSuccess(StoredBlockImage),
    undefined,
    onUploadProgress,
  );
  return answer.data;
}

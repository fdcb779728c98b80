import { mediaUrl } from '@/sdk/client';
import { sdk } from '@/sdk';
import type { BlockImageStore } from '@/src/console/PageBuilder';

/** The page builder's block pictures, stored through the API (POST /api/pages/block-image). */
export const apiBlockImageStore: BlockImageStore = {
  store: async (file) => (await sdk.blockImage.upload(file)).path,
  url: mediaUrl,
};

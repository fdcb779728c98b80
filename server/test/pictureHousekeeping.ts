import { keepContentHouse } from '../content/history/housekeeping';
import { UNSAVED_BLOCK_IMAGE_HOURS } from '../content/blockImages';
import { pictures } from '../content/pictures';
import type { MediaServer } from './mediaServer';

const HOUR_MS = 3_600_000;

/** Hours after which a block picture no page or draft names yet is no longer kept, plus one. */
export const AFTER_GRACE_HOURS = UNSAVED_BLOCK_IMAGE_HOURS + 1;

/** An image and text block showing the picture at `path` (test-support/imageTextBlock.ts). */
export { imageTextBlock as pictureBlock } from '@/test-support/imageTextBlock';

/**
 * What the block-picture tests ask of a media server's store: whether an uploaded picture is still
 * there, and housekeeping run as its job runs it, `hours` from now.
 */
export function pictureHousekeeping(at: MediaServer) {
  return {
    isStored: async (path: string) =>
      (await at.media.store.list()).includes(path.replace('uploads/', '')),
    keepHouse: (hours: number) => {
      const { db, media } = at.server.context;
      return keepContentHouse(db, pictures(db, media), new Date(Date.now() + hours * HOUR_MS));
    },
  };
}

// A page block's own picture (the "image and text" block, issue 44) is a stored path inside the
// page's `blocks` JSON text, not a column of its own: what the picture collector
// (./pictures.ts) releases and checks reads it from there. Only pages have a `blocks` field.
import { isStoredImagePath } from '@/sdk/content/storedImagePath';

/** The stored pictures the blocks of a record (or draft changes, a version) name. */
export function blockPicturePaths(record: Readonly<Record<string, unknown>> | null | undefined) {
  const text = record?.blocks;
  if (typeof text !== 'string') return [];
  let blocks: unknown;
  try {
    blocks = JSON.parse(text);
  } catch {
    return [];
  }
  if (!Array.isArray(blocks)) return [];
  return blocks
    .map((block: unknown) => (block as { image?: unknown } | null)?.image)
    .filter(isStoredImagePath);
}

/** The pictures the blocks named before a write and no longer name after it. */
export function droppedBlockPictures(
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
): string[] {
  const kept = new Set(blockPicturePaths(after));
  return blockPicturePaths(before).filter((path) => !kept.has(path));
}

// What an image upload may be, and what is said when it is not: the server refuses with these
// messages (413, 415) and the console's image fields check the same before sending.

/** The image types the server stores (it checks the content too); SVG is refused. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The default upload limit (MAX_UPLOAD_MB, docs/operations.md). */
export const DEFAULT_MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

const formatMb = (bytes: number) => String(Math.round((bytes / 1024 / 1024) * 100) / 100);

export const UploadMessages = {
  unsupported: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
  tooLarge: (maxBytes: number) => `The file is too large: the limit is ${formatMb(maxBytes)} MB.`,
} as const;

/** Why a chosen file would be refused, or null if it may be sent. */
export function uploadProblem(
  file: { type: string; size: number },
  maxBytes = DEFAULT_MAX_UPLOAD_BYTES,
): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return UploadMessages.unsupported;
  if (file.size > maxBytes) return UploadMessages.tooLarge(maxBytes);
  return null;
}

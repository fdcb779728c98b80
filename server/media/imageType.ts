/** The image formats the API accepts. SVG is refused: it can carry scripts. */
export type ImageType = 'png' | 'jpeg' | 'webp' | 'gif';

const startsWith = (buffer: Buffer, bytes: readonly number[], offset = 0) =>
  buffer.length >= offset + bytes.length && bytes.every((b, i) => buffer[offset + i] === b);

const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));

/**
 * Tells the format from the file's first bytes (magic numbers), never from its name or the
 * Content-Type the browser claims.
 */
export function detectImageType(buffer: Buffer): ImageType | null {
  if (startsWith(buffer, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(buffer, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(buffer, ascii('GIF87a')) || startsWith(buffer, ascii('GIF89a'))) return 'gif';
  if (startsWith(buffer, ascii('RIFF')) && startsWith(buffer, ascii('WEBP'), 8)) return 'webp';
  return null;
}

/** The only types a stored file is ever served as, by its extension (the server picks it). */
const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
};

/** The image Content-Type of a stored name by its extension; '' for any other name. */
export function imageContentType(name: string): string {
  const dot = name.lastIndexOf('.');
  const slash = name.lastIndexOf('/');
  if (dot <= slash + 1) return '';
  return CONTENT_TYPES[name.slice(dot + 1).toLowerCase()] ?? '';
}

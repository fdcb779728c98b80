import type { FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';

/**
 * Reads one uploaded file into memory and stops the moment it passes the size limit. The
 * plugin's own toBuffer() notices the limit only when the part ends, so a 100 MB (or endless)
 * file would be read to its end first; here the upload is refused at the limit (413) and the
 * error handler closes the connection instead of reading the rest.
 */
export function readFilePart(request: FastifyRequest, part: MultipartFile): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const refuse = () => {
      chunks.length = 0;
      part.file.destroy();
      reject(new request.server.multipartErrors.RequestFileTooLargeError());
    };
    // The limit may have been reached before this listener exists (a body that arrived whole).
    if (part.file.truncated) return refuse();
    part.file.on('data', (chunk: Buffer) => chunks.push(chunk));
    part.file.once('limit', refuse);
    part.file.once('end', () => (part.file.truncated ? refuse() : resolve(Buffer.concat(chunks))));
    part.file.once('error', reject);
  });
}

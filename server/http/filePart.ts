import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { MultipartFile } from '@fastify/multipart';
import { markupScanner } from '../media/uploadCheck';
import type { UploadedFile } from '../media/uploadedFile';

const HEAD_BYTES = 64;
/** One private directory per process for uploads in progress (not the media directory). */
let incoming: string | null = null;
/** Where uploads in progress are written (created on first use). */
export const incomingDir = () => (incoming ??= mkdtempSync(join(tmpdir(), 'lms-uploads-')));
/** The temporary files of each request, removed once it is answered or abandoned. */
const pending = new WeakMap<FastifyRequest, string[]>();

/** Removes every request's temporary upload files once its answer is sent or it is abandoned. */
export function registerUploadCleanup(app: FastifyInstance): void {
  const cleanup = async (request: FastifyRequest) => {
    const paths = pending.get(request);
    pending.delete(request);
    for (const path of paths ?? []) await rm(path, { force: true });
  };
  app.addHook('onResponse', cleanup);
  app.addHook('onRequestAbort', cleanup);
}

/**
 * Streams one uploaded file to a temporary file and stops the moment it passes the size limit.
 * The plugin's own toBuffer() notices the limit only when the part ends, so a 100 MB (or endless)
 * file would be read to its end first; here the upload is refused at the limit (413) and the
 * error handler closes the connection instead of reading the rest. With `keep` false (a part
 * nobody asked for) the bytes are read and dropped.
 */
export function saveFilePart(
  request: FastifyRequest,
  part: MultipartFile,
  keep = true,
): Promise<UploadedFile> {
  const path = join(incomingDir(), randomUUID());
  if (keep) pending.set(request, [...(pending.get(request) ?? []), path]);
  const out = keep ? createWriteStream(path, { flags: 'wx' }) : null;
  const scan = markupScanner();
  let head = Buffer.alloc(0);
  let size = 0;
  return new Promise((resolve, reject) => {
    const refuse = () => {
      part.file.destroy();
      out?.destroy();
      reject(new request.server.multipartErrors.RequestFileTooLargeError());
    };
    // The limit may have been reached before this listener exists (a body that arrived whole).
    if (part.file.truncated) return refuse();
    part.file.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (head.length < HEAD_BYTES) head = Buffer.concat([head, chunk]).subarray(0, HEAD_BYTES);
      scan.push(chunk);
      // Backpressure: a slow disk pauses the upload instead of buffering it in memory.
      if (out && !out.write(chunk)) {
        part.file.pause();
        out.once('drain', () => part.file.resume());
      }
    });
    part.file.once('limit', refuse);
    part.file.once('error', reject);
    out?.once('error', reject);
    part.file.once('end', () => {
      if (part.file.truncated) return refuse();
      const done = () => resolve({ path, size, head, markup: scan.found() });
      if (out) out.end(done);
      else done();
    });
  });
}

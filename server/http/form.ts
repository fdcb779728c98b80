import type { FastifyRequest } from 'fastify';
import type {} from '@fastify/multipart';
import { ApiHttpError, badRequest } from './errors';
import { saveFilePart } from './filePart';
import type { UploadedFile } from './filePart';
import { checkDeclaredType } from '../media/uploadCheck';

/** What a create or update request carried: text fields, and the image files it named. */
export interface FormInput {
  fields: Record<string, unknown>;
  /** Streamed to temporary files, removed once the request is answered. */
  files: Map<string, UploadedFile>;
}

const isFastifyClientError = (error: unknown): boolean => {
  const status = (error as { statusCode?: unknown }).statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
};

async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<FormInput> {
  const fields: Record<string, unknown> = {};
  const files = new Map<string, UploadedFile>();
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        fields[part.fieldname] = part.value;
        continue;
      }
      // Reading every file part enforces the size limit (413) even for parts that are ignored.
      const wanted = fileFields.includes(part.fieldname);
      const file = await saveFilePart(request, part, wanted);
      // An untouched file input sends an empty part: that means "no new image".
      if (wanted && file.size > 0) {
        checkDeclaredType(file.head, part.mimetype);
        files.set(part.fieldname, file);
      }
    }
  } catch (error) {
    if (error instanceof ApiHttpError || isFastifyClientError(error)) throw error;
    // The parser's own errors (cut-off body, bad boundary) are the caller's, not ours.
    request.log.info({ err: error }, 'unreadable multipart body');
    throw badRequest('The form data could not be read.');
  }
  return { fields, files };
}

/**
 * Reads a body that may be JSON (status toggles, tests) or multipart (admin forms with images).
 * Only the named file fields are kept; nothing a caller sends ever becomes a stored path.
 */
export async function readForm(
  request: FastifyRequest,
  fileFields: readonly string[] = [],
): Promise<FormInput> {
  if (request.isMultipart()) return readMultipart(request, fileFields);
  return { fields: { ...readJson(request) }, files: new Map() };
}

/** A JSON body for calls without files; an absent body reads as an empty object. */
export function readJson(request: FastifyRequest): Record<string, unknown> {
  const body: unknown = request.body;
  if (body === undefined || body === null) return {};
  if (typeof body !== 'object' || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

import type { FastifyRequest } from 'fastify';
import type { MultipartValue } from '@fastify/multipart';
import { ApiHttpError, badRequest } from './errors';
import { saveFilePart } from './filePart';
import type { UploadedFile } from '../media/uploadedFile';
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

export const FormMessages = {
  plainText: 'Send form fields as plain text, not as JSON.',
  tooLong: (name: string) => `The form field "${name}" is too long.`,
  twice: (name: string) => `The form sends "${name}" more than once.`,
} as const;

const fieldIssue = (name: string, message: string) =>
  badRequest(message, [{ path: [name], message }]);

/**
 * A text field as the form sent it, or a 400. The multipart plugin cuts a value past its size
 * limit short, silently; a cut value would be stored cut, so it is refused. A part declared
 * `application/json` is parsed by the plugin into whatever it holds (60,000 nested arrays, say);
 * our forms send text only, so it is refused too, whatever it parsed to.
 */
function textOf(part: MultipartValue): string {
  if (part.valueTruncated) throw fieldIssue(part.fieldname, FormMessages.tooLong(part.fieldname));
  if (typeof part.value !== 'string' || part.mimetype.startsWith('application/json')) {
    throw fieldIssue(part.fieldname, FormMessages.plainText);
  }
  return part.value;
}

async function readMultipart(
  request: FastifyRequest,
  fileFields: readonly string[],
): Promise<FormInput> {
  // No prototype: whatever a part is named, it is only ever an own key. (The plugin refuses
  // `__proto__`, `constructor` and the other Object.prototype names already; this holds without.)
  const fields: Record<string, unknown> = Object.create(null);
  const files = new Map<string, UploadedFile>();
  const seen = new Set<string>();
  try {
    for await (const part of request.parts()) {
      // One value per name: which of two would count is a guess, so neither does.
      if (seen.has(part.fieldname)) throw badRequest(FormMessages.twice(part.fieldname));
      seen.add(part.fieldname);
      if (part.type === 'field') {
        fields[part.fieldname] = textOf(part);
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
    if (error instanceof ApiHttpError) throw error;
    // The plugin answers a JSON part that does not parse with 406; it is the same mistake.
    if ((error as { code?: unknown }).code === 'FST_INVALID_JSON_FIELD_ERROR') {
      throw badRequest(FormMessages.plainText);
    }
    if (isFastifyClientError(error)) throw error;
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

import type { FastifyInstance } from 'fastify';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { detectImageType } from '../media/imageType';

export interface Answer {
  status: number;
  body: Record<string, unknown> & { success?: boolean; msg?: string; data?: unknown };
  headers: Record<string, unknown>;
}

export interface Call {
  token?: string;
  /** An API token, sent as `Authorization: Bearer` as another system sends it (issue 38). */
  bearer?: string;
  /** A JSON body (serialised here) or a raw string (e.g. malformed JSON). */
  json?: unknown;
  raw?: string;
  form?: Record<string, string>;
  files?: Record<string, Buffer | { content: Buffer; type: string; name: string }>;
}

/** POSTs through app.inject like the sdk does, and reads the JSON answer. */
export async function call(app: FastifyInstance, url: string, c: Call = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (c.token) headers[ADMIN_TOKEN_HEADER] = c.token;
  if (c.bearer !== undefined) headers.authorization = `Bearer ${c.bearer}`;
  let payload: string | FormData | undefined;
  if (c.form || c.files) {
    const form = new FormData();
    for (const [name, value] of Object.entries(c.form ?? {})) form.append(name, value);
    for (const [name, file] of Object.entries(c.files ?? {})) {
      // A bare buffer is declared as what it is, as a browser would for a correctly named file.
      const type = Buffer.isBuffer(file) ? `image/${detectImageType(file) ?? 'png'}` : '';
      const f = Buffer.isBuffer(file) ? { content: file, type, name: 'x' } : file;
      form.append(name, new Blob([new Uint8Array(f.content)], { type: f.type }), f.name);
    }
    payload = form;
  } else if (c.raw !== undefined || c.json !== undefined) {
    headers['content-type'] = 'application/json';
    payload = c.raw ?? JSON.stringify(c.json);
  }
  const response = await app.inject({ method: 'POST', url, headers, payload });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

import { MatchersV3 } from '@pact-foundation/pact';
import type { V4RequestBuilder } from '@pact-foundation/pact/src/v4/http/types';

/**
 * Pact V4's multipartBody makes every part a file part, so a form with text fields is built by
 * hand here: a fixed boundary for the stored example, a content-type matcher that accepts the
 * browser's random boundary, `like` for each text part and a content-type rule for each file.
 */
const BOUNDARY = 'pact-boundary-7MA4YWxkTrZu0gW';

/** A real 1x1 PNG, so content-type matching by magic bytes and the server's sharp both accept it. */
export const PNG_BYTES = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
export const pngBlob = () => new Blob([PNG_BYTES], { type: 'image/png' });

type Fields = Record<string, string>;

function encode(fields: Fields, files: string[]): Buffer {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
    );
  }
  for (const name of files) {
    chunks.push(
      Buffer.from(
        `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      PNG_BYTES,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(chunks);
}

/** Sets a multipart request body whose text fields match by type and files by image type. */
export function multipartRequest(
  builder: V4RequestBuilder,
  fields: Fields,
  files: string[] = [],
  headers: Record<string, string> = {},
): void {
  builder
    .headers({
      ...headers,
      'content-type': MatchersV3.regex(
        '^multipart/form-data;\\s*boundary=.+$',
        `multipart/form-data; boundary=${BOUNDARY}`,
      ),
    })
    .body(`multipart/form-data; boundary=${BOUNDARY}`, encode(fields, files))
    .matchingRules({
      body: [
        ...Object.keys(fields).map((name) => ({
          path: `$.${name}`,
          rules: [{ 'pact:matcher:type': 'type', value: '' }],
        })),
        ...files.map((name) => ({
          path: `$.${name}`,
          rules: [{ 'pact:matcher:type': 'contentType', value: 'image/png' }],
        })),
      ],
    });
}

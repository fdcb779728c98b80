import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_DESCRIPTION_PATH, OpenApiDocument } from '@/sdk/schemas/openApi';
import { OPENAPI_PATH } from '../routes/openapi';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 46: the console's API reference reads the real document through the sdk's schema, and
// its stories show an excerpt of that document (src/fixtures/openApiDocument.json), never an
// invented one. When an API change makes the excerpt stale, run this file with
// UPDATE_OPENAPI_EXCERPT=1 (then `npx prettier --write` the JSON) to copy the same operations
// from the server again.

type Json = Record<string, unknown>;
const excerptFile = join(import.meta.dirname, '../../src/fixtures/openApiDocument.json');

let server: TestServer;
let document: Json;

beforeAll(async () => {
  server = await startTestApp();
  const answer = await server.app.inject({ method: 'GET', url: OPENAPI_PATH });
  document = answer.json();
});
afterAll(() => server.close());

/** The excerpt's operations, as the server describes the same paths and methods now. */
function sameOperations(excerpt: Json): Json {
  const paths = document.paths as Record<string, Json>;
  return Object.fromEntries(
    Object.entries(excerpt.paths as Record<string, Json>).map(([path, item]) => [
      path,
      Object.fromEntries(Object.keys(item).map((key) => [key, paths[path]?.[key]])),
    ]),
  );
}

describe("the console's API reference", () => {
  it('asks for the document where the server answers it', () => {
    expect(API_DESCRIPTION_PATH).toBe(OPENAPI_PATH);
  });

  it("reads the server's whole document with the sdk's schema", () => {
    const parsed = OpenApiDocument.safeParse(document);
    expect(parsed.error?.issues ?? []).toEqual([]);
    expect(Object.keys(parsed.data?.paths ?? {}).length).toBeGreaterThan(100);
  });

  it("shows in its stories an excerpt of the server's document, word for word", () => {
    const excerpt = JSON.parse(readFileSync(excerptFile, 'utf8')) as Json;
    const current: Json = {
      ...document,
      tags: (document.tags as { name: string }[]).filter((tag) =>
        (excerpt.tags as { name: string }[]).some((kept) => kept.name === tag.name),
      ),
      paths: sameOperations(excerpt),
    };
    if (process.env.UPDATE_OPENAPI_EXCERPT) writeFileSync(excerptFile, JSON.stringify(current));
    // The version is a hash of the whole document: it changes with operations the excerpt omits.
    else
      expect(excerpt).toEqual({
        ...current,
        info: { ...(current.info as Json), version: (excerpt.info as Json).version },
      });
  });
});

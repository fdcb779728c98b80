import { z } from 'zod';
import { post } from '../client';
import { parseInput } from '../errors';
import { ContentRef } from '../content/contentRef';
import { DraftDetail, Published } from '../content/drafts';
import {
  TrashItem,
  TrashQuery,
  TrashRef,
  Version,
  VersionPage,
  VersionQuery,
  VersionRef,
  compareRecords,
} from '../content/history';
import type { FieldChange } from '../content/history';
import { contentDefinitions } from '../content/registry';
import { apiSuccess } from '../schemas/envelope';

// History and trash (issue 37, docs/drafts.md).

/** A version with its field-by-field comparison (images are stored paths: show thumbnails). */
export type ComparedVersion = Version & { fields: FieldChange[] };

/** Versions of one record (key and id), of one declaration, or of everything; newest first. */
export async function listVersions(query: VersionQuery = {}): Promise<VersionPage> {
  const body = parseInput(VersionQuery, query);
  return (await post('/api/versions/getall', body, apiSuccess(VersionPage))).data;
}

/** One version with the record before and after it and the comparison of every field. */
export async function getVersion(versionId: string): Promise<ComparedVersion> {
  const body = parseInput(VersionRef, { versionId });
  const version = (await post('/api/versions/get', body, apiSuccess(Version))).data;
  const definition = contentDefinitions[version.key];
  return { ...version, fields: compareRecords(definition, version.before, version.after) };
}

/** Makes a version's record the record's draft (publish it to put it on the site). */
export async function restoreVersion(versionId: string): Promise<DraftDetail> {
  const body = parseInput(VersionRef, { versionId });
  return (await post('/api/versions/restore', body, apiSuccess(DraftDetail))).data;
}

/** The trash, newest delete first; of one declaration when a key is given. */
export async function listTrash(query: TrashQuery = {}): Promise<TrashItem[]> {
  const body = parseInput(TrashQuery, query);
  return (await post('/api/trash/getall', body, apiSuccess(z.array(TrashItem)))).data;
}

/** Puts a trash item back on the site, with its place and any draft it had. */
export async function restoreFromTrash(trashId: string): Promise<Published> {
  const body = parseInput(TrashRef, { trashId });
  return (await post('/api/trash/restore', body, apiSuccess(Published))).data;
}

/** Undoes one's own delete of a record for UNDO_SECONDS after it (the toast's Undo). */
export async function undoDelete(ref: ContentRef): Promise<Published> {
  const body = parseInput(ContentRef, ref);
  return (await post('/api/trash/undo', body, apiSuccess(Published))).data;
}

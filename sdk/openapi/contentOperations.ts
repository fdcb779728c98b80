import { z } from 'zod';
import { endpoint } from '../content/define';
import type { ContentDefinition } from '../content/define';
import { DraftDetail, draftPath } from '../content/drafts';
import { contentDefinitionList } from '../content/registry';
import { DeletedId, nonEmptyList } from '../schemas/envelope';
import type { OperationCatalogue, OperationDoc, RouteKey } from './operation';

// Every content declaration's routes, described from the declaration itself (sdk/content), as
// the sdk's calls and the server's routes are built from it: a declaration added there is
// described here without a line written.

const post = (path: string) => `POST ${path}` as RouteKey;

function contentOperationsOf(d: ContentDefinition): OperationCatalogue {
  const tag = `Content: ${d.key}`;
  const images = d.imageNames;
  // Every content write takes a form (the spec's) or JSON; a create with images only a form.
  const form = 'json-or-multipart' as const;
  const entries: [RouteKey, OperationDoc][] = [
    [
      post(endpoint(d, 'getall')),
      d.kind === 'collection'
        ? {
            tag,
            summary: `The ${d.key} items; visitors get the active ones only`,
            request: d.filter,
            data: z.array(d.item),
          }
        : { tag, summary: `The ${d.key} record (data[0])`, data: z.array(d.item) },
    ],
    [
      post(endpoint(d, 'update')),
      {
        tag,
        summary: `Change ${d.key}${images.length ? '; a file part replaces an image' : ''}`,
        request: d.update,
        requestKind: form,
        images,
        data: d.kind === 'collection' ? d.item : nonEmptyList(d.item),
        errors: [404, ...(images.length ? [413, 415] : [])],
      },
    ],
    [
      post(draftPath(d)),
      {
        tag,
        summary: `Save ${d.key} as a draft (the site does not change)`,
        request: d.kind === 'collection' ? z.union([d.update, d.create]) : d.update,
        requestKind: form,
        images,
        data: DraftDetail,
        errors: [404, ...(images.length ? [413, 415] : [])],
      },
    ],
  ];
  if (d.create)
    entries.push([
      post(endpoint(d, 'create')),
      {
        tag,
        summary: `Add ${d.key}${images.length ? ' with its image file parts' : ''}`,
        request: d.create,
        requestKind: images.length ? 'multipart' : form,
        images,
        data: d.item,
        errors: d.kind === 'singleton' ? [409, 413, 415] : [413, 415],
      },
    ]);
  if (d.kind === 'collection') {
    entries.push([
      post(endpoint(d, 'delete')),
      {
        tag,
        summary: `Delete one of ${d.key} (to the trash)`,
        request: d.delete,
        data: DeletedId,
        errors: [404],
      },
    ]);
    if (d.order === 'manual')
      entries.push([
        post(endpoint(d, 'reorder')),
        {
          tag,
          summary: `Put ${d.key} in this order (every id once)`,
          request: d.reorder,
          data: z.array(d.item),
        },
      ]);
  }
  return Object.fromEntries(entries);
}

export const contentOperations: OperationCatalogue = Object.assign(
  {},
  ...contentDefinitionList.map(contentOperationsOf),
);

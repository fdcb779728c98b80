import { useEffect, useState } from 'react';
import { sdk } from '@/sdk';
import type { DraftSummary } from '@/sdk/content/drafts';
import { compareRecords } from '@/sdk/content/history';
import type { FieldChange } from '@/sdk/content/history';
import { contentDefinitions } from '@/sdk/content/registry';
import type { ReviewDraft } from '@/src/console/ReviewQueue';

type Changes = readonly FieldChange[] | 'failed';
/** A draft as saved last: a save after the comparison was read is read again. */
const savedRef = (draft: DraftSummary) => `${draft.key}:${draft.id}:${draft.updated.at}`;

/**
 * The waiting drafts with what each would change: its draft and published record (one
 * `sdk.drafts.get` each, as the form reads them) compared with compareRecords, the history's
 * own comparison. One that cannot be read says so on its card; the others still show.
 */
export function useReviewChanges(waiting: readonly DraftSummary[] | null): ReviewDraft[] | null {
  const [changes, setChanges] = useState<Readonly<Record<string, Changes>>>({});
  useEffect(() => {
    let live = true;
    for (const draft of waiting ?? []) {
      // A proposed order (issue 47) changes no record: its card shows the two orders it carries.
      if (draft.order) continue;
      const ref = savedRef(draft);
      sdk.drafts
        .get(draft.key, draft.id)
        .then((detail): Changes => {
          const definition = contentDefinitions[draft.key];
          return compareRecords(definition, detail.published ?? null, detail.draft);
        })
        .catch((): Changes => 'failed')
        .then((found) => live && setChanges((known) => ({ ...known, [ref]: found })));
    }
    return () => {
      live = false;
    };
  }, [waiting]);
  return waiting?.map((draft) => ({ ...draft, changes: changes[savedRef(draft)] })) ?? null;
}

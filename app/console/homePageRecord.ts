import { ApiError, sdk } from '@/sdk';
import { HOME_PAGE_SLUG, pages } from '@/sdk/content';

// Issue 44: the Home page layout screen opens the page record at `/` wherever it stands. A layout
// saved as a draft and never published is no item of the pages' getall (the site reads that, and
// a new item is not on the site: docs/drafts.md, "New draft"), so the pages' new drafts are read
// too, as the pages list names them above its table. Missing one, the screen would start a second
// layout beside the editor's draft, and publishing both would collide at the one address.

/** The new draft's id when its record is at `/`; null for another page or a draft gone since. */
async function homeDraftId(id: string): Promise<string | null> {
  try {
    const { draft } = await sdk.drafts.get(pages.key, id);
    return draft.slug === HOME_PAGE_SLUG ? id : null;
  } catch (error) {
    // Published or discarded between the list and this read: it is no new draft any more.
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/**
 * The stored layout's id, published or only drafted; null when `/` has none yet (in a box:
 * useLoaded's null is loading). A published record wins: a new draft at `/` beside it could not
 * be published (one page per address), and the record's form shows its own draft.
 */
export async function findHomePage(): Promise<{ id: string | null }> {
  const [items, drafts] = await Promise.all([
    sdk.pages.getAll(),
    sdk.drafts.list({ key: pages.key }),
  ]);
  const published = items.find((page) => page.slug === HOME_PAGE_SLUG);
  if (published) return { id: published._id };
  // The summaries carry no address, so each new page's draft is read (a handful at most).
  const found = await Promise.all(drafts.filter((d) => d.isNew).map((d) => homeDraftId(d.id)));
  return { id: found.find((id) => id !== null) ?? null };
}

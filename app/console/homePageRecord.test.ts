import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, sdk } from '@/sdk';
import { HOME_PAGE_SLUG } from '@/sdk/content';
import { DraftSummary } from '@/sdk/content/drafts';
import type { DraftOf } from '@/sdk';
import { defaultHomeBlocks } from '@/sdk/content/homeLayout';
import { PageItem } from '@/sdk/content/pages';
import { campaignPageItemFixture } from '@/src/fixtures/campaignPage';
import { findHomePage } from './homePageRecord';

// Issue 44: the Home page layout screen opens the record at `/` wherever it is. A layout saved as
// a draft and never published is no item of the pages' getall (docs/drafts.md, "New draft"), so
// it is looked for among the pages' new drafts too, as the pages list finds them.

const stamp = { by: 'edna.editor', at: '2026-12-03T10:00:00.000Z' };
const homeRecord = PageItem.parse({
  ...campaignPageItemFixture,
  _id: 'home-1',
  slug: HOME_PAGE_SLUG,
  title: 'Home page',
  blocks: JSON.stringify(defaultHomeBlocks()),
});
const summary = (id: string, isNew: boolean) =>
  DraftSummary.parse({
    key: 'pages',
    id,
    name: id,
    isNew,
    changedFields: isNew ? ['slug', 'title', 'blocks'] : ['title'],
    updated: stamp,
    review: { state: 'editing', note: '', last: null },
  });
const newDraft = (id: string, record: PageItem): DraftOf<'pages'> => ({
  ...summary(id, true),
  key: 'pages',
  draft: { ...record, _id: id },
  published: null,
});

afterEach(() => vi.restoreAllMocks());

describe('findHomePage', () => {
  it('finds the published layout', async () => {
    vi.spyOn(sdk.pages, 'getAll').mockResolvedValue([campaignPageItemFixture, homeRecord]);
    vi.spyOn(sdk.drafts, 'list').mockResolvedValue([]);
    await expect(findHomePage()).resolves.toEqual({ id: 'home-1' });
  });

  it('prefers the published layout to a new draft at `/` (which could not be published)', async () => {
    vi.spyOn(sdk.pages, 'getAll').mockResolvedValue([homeRecord]);
    vi.spyOn(sdk.drafts, 'list').mockResolvedValue([summary('home-draft', true)]);
    const get = vi.spyOn(sdk.drafts, 'get');
    await expect(findHomePage()).resolves.toEqual({ id: 'home-1' });
    expect(get).not.toHaveBeenCalled();
  });

  it('finds a layout saved only as a draft, never published', async () => {
    vi.spyOn(sdk.pages, 'getAll').mockResolvedValue([campaignPageItemFixture]);
    vi.spyOn(sdk.drafts, 'list').mockResolvedValue([
      summary('page-1', false),
      summary('new-campaign', true),
      summary('home-draft', true),
    ]);
    const drafts: Record<string, DraftOf<'pages'>> = {
      'new-campaign': newDraft('new-campaign', { ...campaignPageItemFixture, slug: 'webinar' }),
      'home-draft': newDraft('home-draft', homeRecord),
    };
    const get = vi.spyOn(sdk.drafts, 'get').mockImplementation((_key, id) => {
      const found = drafts[id];
      return found ? Promise.resolve(found as never) : Promise.reject(new ApiError(404, 'none'));
    });
    await expect(findHomePage()).resolves.toEqual({ id: 'home-draft' });
    // Only new items can be a layout not on the site: a published page's draft is not read.
    expect(get.mock.calls.map(([, id]) => id).sort()).toEqual(['home-draft', 'new-campaign']);
  });

  it('answers null when `/` has no layout, published or drafted', async () => {
    vi.spyOn(sdk.pages, 'getAll').mockResolvedValue([campaignPageItemFixture]);
    vi.spyOn(sdk.drafts, 'list').mockResolvedValue([summary('page-1', false)]);
    await expect(findHomePage()).resolves.toEqual({ id: null });
  });

  it('skips a new draft discarded between the list and its read', async () => {
    vi.spyOn(sdk.pages, 'getAll').mockResolvedValue([]);
    vi.spyOn(sdk.drafts, 'list').mockResolvedValue([summary('gone', true)]);
    vi.spyOn(sdk.drafts, 'get').mockRejectedValue(new ApiError(404, 'This record has no draft.'));
    await expect(findHomePage()).resolves.toEqual({ id: null });
  });
});

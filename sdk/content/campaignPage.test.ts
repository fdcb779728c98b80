import { describe, expect, it } from 'vitest';
import { readCampaignPage } from './campaignPage';
import type { ContentDefinition } from './define';
import { PageBlocks } from './pageBlocks';
import { PageBlocksText } from './pages';

// A landingSection block (issue 44) shows one of the landing page's sections with the content
// `/` shows: the page's data carries that section's field, read as readLanding reads it, and
// nothing for the sections the page does not show.

const page = (blocks: unknown[]) => ({
  _id: 'page-1',
  slug: 'for-schools',
  title: 'For schools',
  isActive: true,
  blocks: JSON.stringify(blocks),
});
const section = (id: string, key: string, hidden = false) => ({
  id,
  hidden,
  type: 'landingSection',
  section: key,
});

/** A visitor's reads, recording which declarations were asked for. */
function reader(pageBlocks: unknown[]) {
  const asked: string[] = [];
  const records: Record<string, unknown[]> = {
    pages: [page(pageBlocks)],
    course: [{ _id: 'course-1', courseTitle: 'Sell your courses online' }],
    home: [{ _id: 'home-1' }],
    faqs: [
      { _id: 'faq-1', isActive: true },
      { _id: 'faq-2', isActive: false },
    ],
  };
  const read = async (definition: ContentDefinition) => {
    asked.push(definition.key);
    return records[definition.key] ?? [];
  };
  return { read, asked };
}

describe('a page showing landing page sections', () => {
  it("carries the shown sections' content, read as the landing page reads it, and no other", async () => {
    const { read, asked } = reader([
      section('course', 'sellCourse'),
      section('faq', 'faqs'),
      section('hidden', 'services', true),
    ]);
    const data = await readCampaignPage(read, 'for-schools');
    expect(data?.landing).toEqual({
      course: { _id: 'course-1', courseTitle: 'Sell your courses online' },
      faqs: [{ _id: 'faq-1', isActive: true }],
    });
    // The hidden block's section (services: the home record) is not read at all.
    expect(asked.sort()).toEqual(['course', 'faqs', 'pages']);
  });

  it('reads nothing of the landing page for a page without such a block', async () => {
    const { read, asked } = reader([{ id: 'logos', type: 'logoStrip', title: 'Our clients' }]);
    const data = await readCampaignPage(read, 'for-schools');
    expect(data?.landing).toEqual({});
    expect(asked.sort()).toEqual(['clients', 'pages']);
  });

  it('reads two sections drawn from one record once', async () => {
    const { read, asked } = reader([section('a', 'services'), section('b', 'appBanners')]);
    const data = await readCampaignPage(read, 'for-schools');
    expect(data?.landing).toEqual({ home: { _id: 'home-1' } });
    expect(asked.filter((key) => key === 'home')).toHaveLength(1);
  });
});

describe('the landingSection block', () => {
  it('refuses a section that is not one of the list, naming it', () => {
    const text = JSON.stringify([section('a', 'sellCourse'), section('b', 'partners')]);
    const parsed = PageBlocksText.safeParse(text);
    expect(parsed.error?.issues[0]?.message).toBe(
      'Block 2: “partners” is not a landing page section: choose one from the list.',
    );
    expect(
      PageBlocks.safeParse([{ id: 'a', type: 'landingSection' }]).error?.issues[0]?.message,
    ).toBe('Choose which landing page section the block shows.');
  });

  it('refuses one section shown twice on a page, but not beside a hidden copy', () => {
    const twice = PageBlocks.safeParse([section('a', 'stats'), section('b', 'stats')]);
    expect(twice.error?.issues[0]).toMatchObject({
      path: [1, 'section'],
      message: 'This section is already on the page: a page shows each section once.',
    });
    expect(PageBlocks.safeParse([section('a', 'stats'), section('b', 'stats', true)]).success).toBe(
      true,
    );
  });
});

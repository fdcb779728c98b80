import { describe, expect, it } from 'vitest';
import { readLinkGroups } from '@/sdk/content/linkLines';
import {
  hrefFor,
  linkProblem,
  menuPages,
  moved,
  readMenu,
  sectionChoices,
  targetOf,
  titleProblem,
  writeMenu,
} from './menuModel';
import type { MenuGroup } from './menuModel';
import { HOME_PAGE_SLUG, PageItem } from '@/sdk/content';
import { campaignPageFixture } from '@/src/fixtures/pageBuilder';

const keys = () => {
  let n = 0;
  return () => `k${++n}`;
};
const groupsOf = (text: string, grouped: boolean): MenuGroup[] => {
  const read = readMenu(text, grouped, keys());
  if (read.problem !== undefined) throw new Error(read.problem);
  return read.groups;
};
const pages = [{ title: 'For schools', path: '/for-schools' }];

describe('menuModel: link lines as rows and back', () => {
  it('writes back the same text it read, grouped and flat', () => {
    const product = '## Classroom\nLive | https://a.example/live\n## Office\nFees | /fees';
    expect(writeMenu(groupsOf(product, true), true)).toBe(product);
    const header = 'About | /#e-learning\nFor schools | /for-schools';
    expect(writeMenu(groupsOf(header, false), false)).toBe(header);
  });

  it('gives a flat menu one untitled group, and an empty grouped menu none', () => {
    expect(groupsOf('', false)).toEqual([{ key: 'k1', title: '', links: [] }]);
    expect(groupsOf('', true)).toEqual([]);
  });

  it('keeps a text it cannot show as rows as text, with the line that is wrong', () => {
    expect(readMenu('## Classroom\nLive Classes', true, keys())).toEqual({
      problem: 'Line 2: Write each link as "Label | https://address".',
    });
    // Titles in the header's links would be lost by its rows, so they stay text.
    expect(readMenu('## Company\nJobs | /jobs', false, keys()).problem).toMatch(/group titles/);
  });

  it('writes an untitled group so that the schema refuses it, not merged into the one above', () => {
    const groups = groupsOf('## Classroom\nLive | /live', true);
    const text = writeMenu([...groups, { key: 'x', title: '', links: [] }], true);
    expect(readLinkGroups(text).error).toEqual({ line: 3, message: 'A group needs a title.' });
  });

  it("says what is wrong with a row in linkLines' own words", () => {
    expect(linkProblem({ label: '', href: '/fees' })).toBe('A link needs a label before the "|".');
    expect(linkProblem({ label: 'Fees', href: 'fees.example' })).toBe(
      'A link address must start with https://, http://, or / for a page of this site.',
    );
    expect(linkProblem({ label: 'Fees', href: '/fees' })).toBeUndefined();
    expect(titleProblem('  ')).toBe('A group needs a title.');
  });

  it('tells a page, a landing section and any other address apart', () => {
    const link = (href: string) => ({ key: 'a', label: 'A', href });
    expect(targetOf(link('/for-schools'), pages)).toBe('page');
    expect(targetOf(link(sectionChoices[0]!.href), pages)).toBe('section');
    // Nothing typed before is lost: an unknown path shows as an address.
    expect(targetOf(link('/old-page'), pages)).toBe('web');
    expect(targetOf({ ...link('/for-schools'), target: 'web' }, pages)).toBe('web');
    expect(hrefFor('page', link('/x'), pages)).toBe('/for-schools');
    expect(hrefFor('section', link('/x'), pages)).toBe('/#e-learning');
    expect(hrefFor('web', link('/x'), pages)).toBe('https://');
  });

  it("offers the site's own pages before those built in the console, switched-off ones marked", () => {
    const built = [
      PageItem.parse({ ...campaignPageFixture, slug: 'for-schools', title: 'For schools' }),
      PageItem.parse({
        ...campaignPageFixture,
        slug: 'webinar',
        title: 'Webinar',
        isActive: false,
      }),
      // `/`'s layout record: offered once, as Home.
      PageItem.parse({ ...campaignPageFixture, slug: HOME_PAGE_SLUG, title: 'Home layout' }),
    ];
    const offered = menuPages(built);
    expect(offered.map((page) => page.path)).toEqual([
      '/',
      '/book-a-demo',
      '/privacy-policy',
      '/term-condition',
      '/refund-policy',
      '/for-schools',
      '/webinar',
    ]);
    expect(offered.at(-1)).toEqual({ title: 'Webinar', path: '/webinar', live: false });
    // A footer link to a policy, typed as text before, reads as that page, not as an address.
    expect(targetOf({ key: 'a', label: 'Privacy', href: '/privacy-policy' }, offered)).toBe('page');
  });

  it('offers the sections the site gives ids to', () => {
    expect(sectionChoices.map((s) => s.href)).toEqual(['/#e-learning', '/#service', '/#feature']);
  });

  it('moves by one place and stops at either end', () => {
    expect(moved(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
  });
});

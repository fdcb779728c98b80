import { describe, expect, it } from 'vitest';
import { imageTextBlock } from '@/test-support/imageTextBlock';
import { blockFieldRows } from './blockFieldRows';

describe('blockFieldRows', () => {
  it('names a field by its builder label, never the JSON name', () => {
    const rows = blockFieldRows('hero', { name: 'withForm', before: true, after: false });
    expect(rows).toEqual([
      {
        key: 'withForm',
        label: 'Show the lead form beside the heading',
        before: true,
        after: false,
      },
    ]);
  });

  it('compares a list entry by entry, one row for each entry that differs', () => {
    const one = { value: '1,200+', label: 'institutes' };
    const rows = blockFieldRows('stats', {
      name: 'items',
      before: [one, { value: '48 hours', label: 'to start' }],
      after: [one, { value: '24 hours', label: 'to start' }, { value: '9', label: 'cities' }],
    });
    expect(rows.map((row) => [row.label, row.before, row.after])).toEqual([
      [
        'Figures: Figure 2',
        'Figure: 48 hours\nLabel: to start',
        'Figure: 24 hours\nLabel: to start',
      ],
      ['Figures: Figure 3', undefined, 'Figure: 9\nLabel: cities'],
    ]);
  });

  it('counts the picked questions and says what changed, their ids meaning nothing to a reader', () => {
    const row = (before: string[], after: string[]) =>
      blockFieldRows('faqList', { name: 'faqIds', before, after })[0];
    expect(row([], ['a'])).toMatchObject({
      before: 'None picked: every active question',
      after: '1 question picked',
    });
    expect(row(['a', 'b'], ['b', 'c'])?.after).toBe('2 questions picked (1 added, 1 removed)');
    expect(row(['a', 'b'], ['b', 'a'])?.after).toBe('2 questions picked (in another order)');
  });

  it('names a chosen landing section by its words in the builder, not its key', () => {
    const rows = blockFieldRows('landingSection', {
      name: 'section',
      before: 'sellCourse',
      after: 'featureTabs',
    });
    expect(rows).toEqual([
      { key: 'section', label: 'Section', before: 'Sell your courses', after: 'Feature tabs' },
    ]);
  });

  it('marks a picture’s row with the alt text each side gives it, empty where decorative', () => {
    const block = imageTextBlock('uploads/a.webp');
    const decorative = { ...block, image: 'uploads/b.webp', imageDecorative: true };
    const change = { name: 'image', before: block.image, after: decorative.image };
    expect(blockFieldRows('imageText', change, { before: block, after: decorative })).toEqual([
      {
        key: 'image',
        label: 'Picture',
        before: 'uploads/a.webp',
        after: 'uploads/b.webp',
        pictureAlt: { before: 'A class on a laptop', after: '' },
      },
    ]);
    // A block added: nothing before, and no alt text to give it.
    const added = blockFieldRows(
      'imageText',
      { ...change, before: undefined },
      {
        before: undefined,
        after: block,
      },
    )[0];
    expect(added?.pictureAlt).toEqual({ before: '', after: 'A class on a laptop' });
    // Other fields stay text: no picture marks.
    expect(
      blockFieldRows('imageText', { name: 'title', before: 'a', after: 'b' })[0],
    ).not.toHaveProperty('pictureAlt');
  });
});

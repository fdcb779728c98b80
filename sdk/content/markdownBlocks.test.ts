import { describe, expect, it } from 'vitest';
import { parseMarkdown } from './markdownBlocks';
import type { Block, Inline } from './markdownBlocks';

const text = (value: string): Inline => ({ kind: 'text', text: value });
/** The inline content of a text that is one paragraph. */
const inlineOf = (source: string) => {
  const [block, ...rest] = parseMarkdown(source);
  expect(rest).toEqual([]);
  expect(block?.kind).toBe('paragraph');
  return (block as Extract<Block, { kind: 'paragraph' }>).children;
};

describe('the policy pages’ Markdown (CommonMark, the subset the site draws)', () => {
  it('keeps intraword underscores as text: "utm_source, utm_medium" is no emphasis', () => {
    expect(inlineOf('We read utm_source, utm_medium and utm_campaign.')).toEqual([
      text('We read utm_source, utm_medium and utm_campaign.'),
    ]);
    expect(inlineOf('snake_case_name and _emphasis_')).toEqual([
      text('snake_case_name and '),
      { kind: 'em', children: [text('emphasis')] },
    ]);
  });

  it('reads headings, paragraphs and both kinds of list, with their start and tightness', () => {
    const blocks = parseMarkdown(
      '# Title\n\n## 1. Scope\n\nFirst line\ncontinues.\n\n- one\n- two\n  wrapped\n\n3. third\n4. fourth\n#### Small',
    );
    expect(blocks.map((b) => b.kind)).toEqual([
      'heading',
      'heading',
      'paragraph',
      'list',
      'list',
      'heading',
    ]);
    expect(blocks[0]).toMatchObject({ kind: 'heading', level: 2 });
    expect(blocks[2]).toEqual({ kind: 'paragraph', children: [text('First line\ncontinues.')] });
    expect(blocks[3]).toEqual({
      kind: 'list',
      ordered: false,
      start: 1,
      tight: true,
      items: [
        [{ kind: 'paragraph', children: [text('one')] }],
        [{ kind: 'paragraph', children: [text('two\nwrapped')] }],
      ],
    });
    expect(blocks[4]).toMatchObject({ ordered: true, start: 3 });
    expect(blocks[5]).toMatchObject({ kind: 'heading', level: 3 });
  });

  it('nests a list in an item, and marks a list with blank lines between items loose', () => {
    const [list] = parseMarkdown('- one\n\n- two\n  - inner');
    expect(list).toMatchObject({ kind: 'list', tight: false });
    const items = (list as Extract<Block, { kind: 'list' }>).items;
    expect(items[1]?.map((b) => b.kind)).toEqual(['paragraph', 'list']);
  });

  it('reads emphasis, code, hard breaks and links, and links e-mail addresses', () => {
    expect(inlineOf('**bold** *it* `a_b` [site](https://example.com) a@b.in  \nnext')).toEqual([
      { kind: 'strong', children: [text('bold')] },
      text(' '),
      { kind: 'em', children: [text('it')] },
      text(' '),
      { kind: 'code', children: [text('a_b')] },
      text(' '),
      { kind: 'link', href: 'https://example.com/', children: [text('site')] },
      text(' '),
      { kind: 'link', href: 'mailto:a@b.in', children: [text('a@b.in')] },
      { kind: 'break', children: [] },
      text('next'),
    ]);
  });

  it('resolves reference links and autolinks through the same address check', () => {
    expect(inlineOf('[terms][t] and <https://example.com/x>\n\n[t]: /term-condition')).toEqual([
      { kind: 'link', href: '/term-condition', children: [text('terms')] },
      text(' and '),
      {
        kind: 'link',
        href: 'https://example.com/x',
        children: [text('https://example.com/x')],
      },
    ]);
  });

  it('keeps only safe link addresses: a javascript: or data: link becomes its text', () => {
    for (const bad of ['javascript:alert(1)', 'JaVaScRiPt:alert(1)', 'data:text/html,x']) {
      expect(inlineOf(`[x](${bad})`), bad).toEqual([text('x')]);
    }
    expect(inlineOf('[x](//evil.example)')).toEqual([text('x')]);
  });

  it('passes HTML through as plain text, never as markup', () => {
    expect(parseMarkdown('<script>alert(1)</script>')).toEqual([
      { kind: 'paragraph', children: [text('<script>alert(1)</script>')] },
    ]);
    expect(inlineOf('Hi <img src=x onerror=alert(1)> there')).toEqual([
      text('Hi '),
      text('<img src=x onerror=alert(1)>'),
      text(' there'),
    ]);
  });

  it('shows an image as its description and draws quotes, code blocks and rules', () => {
    expect(inlineOf('![a chart](https://example.com/c.png)')).toEqual([text('a chart')]);
    expect(parseMarkdown('> quoted\n\n    code_here\n\n---').map((b) => b.kind)).toEqual([
      'quote',
      'code',
      'rule',
    ]);
  });
});

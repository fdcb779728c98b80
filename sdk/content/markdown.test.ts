import { describe, expect, it } from 'vitest';
import { parseInline, parseMarkdown, safeHref } from './markdown';

describe('the policy pages’ Markdown', () => {
  it('reads headings, paragraphs and both kinds of list', () => {
    const blocks = parseMarkdown(
      '## 1. Scope\n\nFirst line\ncontinues.\n\n- one\n- two\n  wrapped\n\n1. first\n2. second\n### Small',
    );
    expect(blocks.map((b) => b.kind)).toEqual(['heading', 'paragraph', 'list', 'list', 'heading']);
    expect(blocks[1]).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: 'First line continues.' }],
    });
    expect(blocks[2]).toMatchObject({
      ordered: false,
      items: [[{ text: 'one' }], [{ text: 'two wrapped' }]],
    });
    expect(blocks[3]).toMatchObject({ ordered: true });
    expect(blocks[4]).toMatchObject({ kind: 'heading', level: 3 });
  });

  it('reads emphasis and links, and links e-mail addresses', () => {
    expect(parseInline('**bold** and *it* [site](https://example.com) a@b.in')).toEqual([
      { kind: 'strong', children: [{ kind: 'text', text: 'bold' }] },
      { kind: 'text', text: ' and ' },
      { kind: 'em', children: [{ kind: 'text', text: 'it' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'https://example.com/', children: [{ kind: 'text', text: 'site' }] },
      { kind: 'text', text: ' ' },
      { kind: 'link', href: 'mailto:a@b.in', children: [{ kind: 'text', text: 'a@b.in' }] },
    ]);
  });

  it('keeps only safe link addresses: a javascript: or data: link becomes its text', () => {
    for (const bad of [
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,x',
      '//evil.example',
    ]) {
      expect(safeHref(bad), bad).toBeNull();
      const parts = parseInline(`[x](${bad})`);
      expect(
        parts.some((part) => part.kind === 'link'),
        bad,
      ).toBe(false);
      expect(parts[0]).toEqual({ kind: 'text', text: 'x' });
    }
    expect(safeHref('/term-condition')).toBe('/term-condition');
    expect(safeHref('mailto:privacy@vidyora.in')).toBe('mailto:privacy@vidyora.in');
  });

  it('passes HTML through as plain text, never as markup', () => {
    const [block] = parseMarkdown('<script>alert(1)</script>');
    expect(block).toEqual({
      kind: 'paragraph',
      children: [{ kind: 'text', text: '<script>alert(1)</script>' }],
    });
  });
});

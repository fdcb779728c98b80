import { renderToStaticMarkup, renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { preloadLazyParts } from '../LoadWhenNear';
import { Markdown } from './Markdown';
import { MarkdownContent } from './MarkdownContent';

const html = (source: string) => renderToStaticMarkup(<MarkdownContent source={source} />);

describe('MarkdownContent', () => {
  it('draws "utm_source, utm_medium" as the words they are', () => {
    expect(html('We read utm_source, utm_medium.')).toBe('<p>We read utm_source, utm_medium.</p>');
  });

  it('draws the subset as elements: headings, tight and loose lists, links, code', () => {
    expect(html('# A\n\n- one\n- [two](/refund-policy)\n\n3. x\n\n4. y `z`')).toBe(
      '<h2>A</h2><ul><li>one</li><li><a href="/refund-policy">two</a></li></ul>' +
        '<ol start="3"><li><p>x</p></li><li><p>y <code>z</code></p></li></ol>',
    );
  });

  it('never turns the text into markup: HTML shows as text, a javascript: link has no address', () => {
    const out = html('<b onclick="x()">hi</b> [go](javascript:alert(1))');
    expect(out).toBe('<p>&lt;b onclick=&quot;x()&quot;&gt;hi&lt;/b&gt; go</p>');
  });
});

describe('Markdown', () => {
  it('renders in full on the server once the lazy parts are loaded', async () => {
    await preloadLazyParts();
    expect(renderToString(<Markdown source="## Scope" />)).toContain('<h2>Scope</h2>');
  });
});

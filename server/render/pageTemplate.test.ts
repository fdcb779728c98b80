import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { testConfig } from '../test/testApp';
import { pageTemplate, pageTemplates } from './pageTemplate';

const TEMPLATE =
  '<html><head><!--app-head--></head><body><div id="root"><!--app-html--></div></body></html>';
const dir = mkdtempSync(join(tmpdir(), 'lms-template-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the page template', () => {
  it("puts content in as it is: $', $& and $` stay literal", () => {
    const head = "<title>Costs 10$' less, $& more, $` too, $$1</title>";
    const html = "<p>Costs 10$' less</p>";
    expect(pageTemplate(TEMPLATE, 'index.html').fill(head, html)).toBe(
      `<html><head>${head}</head><body><div id="root">${html}</div></body></html>`,
    );
  });

  it.each([
    ['no head marker', TEMPLATE.replace('<!--app-head-->', ''), '<!--app-head-->'],
    ['two html markers', TEMPLATE.replace('</body>', '<!--app-html--></body>'), '<!--app-html-->'],
    ['the html marker before the head', '<!--app-html--><!--app-head-->', '<!--app-html-->'],
  ])('refuses a template with %s, naming the file and the marker', (_, text, marker) => {
    expect(() => pageTemplate(text, 'dist/index.html')).toThrow(
      `The page template dist/index.html must contain ${marker} exactly once`,
    );
  });

  it('reads a file once per version: a rebuild is read again', () => {
    const file = join(dir, 'index.html');
    writeFileSync(file, TEMPLATE);
    const templates = pageTemplates();
    expect(templates(file).fill('', 'one')).toContain('<div id="root">one</div>');
    writeFileSync(file, TEMPLATE.replace('<body>', '<body class="rebuilt">'));
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(templates(file).fill('', 'two')).toContain('<body class="rebuilt"><div id="root">two');
  });

  it('fails the server start when a built template has lost a marker', async () => {
    const staticDir = join(dir, 'dist');
    mkdirSync(staticDir);
    mkdirSync(join(dir, 'dist-ssr'));
    writeFileSync(join(dir, 'dist-ssr', 'entry-server.js'), 'export {};');
    writeFileSync(join(staticDir, 'index.html'), TEMPLATE);
    writeFileSync(join(staticDir, 'console.html'), '<html><head></head><body></body></html>');
    // buildApp closes the database it opened when the start fails.
    const config = testConfig(dir, { staticDir });
    await expect(buildApp({ config, logger: false })).rejects.toThrow(
      `The page template ${join(staticDir, 'console.html')} must contain <!--app-head-->`,
    );
  });
});

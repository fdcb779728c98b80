import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { JSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contentDefinitions,
  describedImages,
  parseMarkdown,
  policyDefinitions,
} from '@/sdk/content';
import type { Block, Inline } from '@/sdk/content';
import { contentFieldLists } from '@/sdk/content/fieldLists';
import { ADMIN_TOKEN_HEADER } from '@/sdk/schemas';
import { NASTY_PIECES, nastyContent, saveNastyContent } from '@/test-support/nastyContent';
import type { NastyField } from '@/test-support/nastyContent';
import { adminToken } from './fixtures';
import { buildSite } from './siteBuild';
import { DEMO_PAGE_SLUG } from '../demo/demoPages';
import { startTestApp } from './testApp';
import type { TestServer } from './testApp';

// Issue 33: every text field of every declaration, saved with text that has broken pages ($' in
// String.replace, </script>, <!--<script, U+2028, bidi marks, emoji, entities, quotes), comes
// back unchanged in the server-rendered page, its data block, its head and its visible text.

const out = mkdtempSync(join(tmpdir(), 'lms-round-trip-'));
let server: TestServer;
const { fields } = nastyContent();
/** The records as saved, by declaration key (to know which of their images are set). */
let saved: Map<string, Record<string, unknown>>;

beforeAll(async () => {
  server = await startTestApp({ staticDir: await buildSite(out), demoContent: true });
  const token = await adminToken(server.context.db);
  const before = await saveNastyContent((url, payload) =>
    server.app
      .inject({ method: 'POST', url, payload, headers: { [ADMIN_TOKEN_HEADER]: token } })
      .then((answer) => ({ status: answer.statusCode, body: answer.json() as unknown })),
  );
  saved = new Map(before.map(({ definition, record }) => [definition.key, record]));
}, 180_000);
afterAll(async () => {
  await server.close();
  rmSync(out, { recursive: true, force: true });
});

const [PRIVACY, TERMS, REFUND] = ['/privacy-policy', '/term-condition', '/refund-policy'];
const policyPaths = [PRIVACY, TERMS, REFUND];
const NOT_FOUND = '/no-such-page';
const policyKeys: string[] = Object.values(policyDefinitions).map((d) => d.key);
/** The public pages, and the declarations each is made from. */
const PAGES: { path: string; from: string[]; notInData?: string[] }[] = [
  {
    path: '/',
    from: Object.values(contentDefinitions)
      .map((d) => d.key)
      .filter((k) => !policyKeys.includes(k) && k !== 'pages'),
    // What only the sections `/` keeps as the server's HTML read: in its HTML, and no longer in
    // the data the browser is sent (app/site/pageForBrowser.ts).
    notInData: ['home', 'course', 'launch', 'eLearning', 'whyChoose'],
  },
  { path: PRIVACY, from: ['settings', policyDefinitions.privacy.key] },
  { path: TERMS, from: ['settings', policyDefinitions.terms.key] },
  { path: REFUND, from: ['settings', policyDefinitions.refund.key] },
  // The demo's page built from blocks (issue 44), its text fields nasty too.
  { path: `/${DEMO_PAGE_SLUG}`, from: ['settings', 'pages'] },
  { path: NOT_FOUND, from: ['settings'] },
];
const allPaths = PAGES.map((page) => page.path);

/**
 * Fields declared for the console alone (`visitor: false` in their list, as a logo's name): a page
 * may hold them in its data, but none shows them.
 */
const CONSOLE_ONLY = Object.entries(contentFieldLists).flatMap(([key, list]) =>
  Object.entries(list ?? {}).flatMap(([name, field]) => (field.visitor ? [] : [`${key}.${name}`])),
);

/**
 * Visitors' fields a page holds in its data but does not show everywhere: where they show, and
 * why. The console-only fields follow from their declarations (above), shown on no page.
 */
const SHOWN_ONLY_ON: Readonly<Record<string, { paths: string[]; why: string }>> = {
  ...Object.fromEntries(
    CONSOLE_ONLY.map((name) => [name, { paths: [], why: 'declared for the console alone' }]),
  ),
  'pages.title': {
    paths: [],
    why: 'the head names a page by its search title when it has one, the hero heading is its h1',
  },
  'settings.tagline': {
    paths: [NOT_FOUND],
    why: "the head's fallback where a page has no SEO fields (here filled in), and the 404's",
  },
  'settings.privacyEmail': { paths: policyPaths, why: 'the policy pages name it' },
  'settings.billingEmail': { paths: policyPaths, why: 'the policy pages name it' },
  'settings.googlePlayUrl': { paths: ['/'], why: "the app badges are the landing page's" },
  'settings.appStoreUrl': { paths: ['/'], why: "the app badges are the landing page's" },
  'settings.homeTitle': { paths: ['/'], why: "the landing page's own SEO field" },
  'settings.homeDescription': { paths: ['/'], why: "the landing page's own SEO field" },
  'settings.privacyTitle': { paths: [PRIVACY], why: "the privacy page's SEO field" },
  'settings.privacyDescription': { paths: [PRIVACY], why: "the privacy page's SEO field" },
  'settings.termsTitle': { paths: [TERMS], why: "the terms page's SEO field" },
  'settings.termsDescription': { paths: [TERMS], why: "the terms page's SEO field" },
  'settings.refundTitle': { paths: [REFUND], why: "the refund page's SEO field" },
  'settings.refundDescription': { paths: [REFUND], why: "the refund page's SEO field" },
};

/** Whether a page at `path` shows the field: by the table above, and alt text only of a set image. */
function shows(field: NastyField, path: string): boolean {
  const listed = SHOWN_ONLY_ON[`${field.key}.${field.field}`];
  if (listed && !listed.paths.includes(path)) return false;
  const definition = Object.values(contentDefinitions).find((d) => d.key === field.key);
  const image = describedImages(definition?.images ?? {}).find((i) => `${i}Alt` === field.field);
  return image === undefined || Boolean(saved.get(field.key)?.[image]);
}

/** Fields written in Markdown: a page shows the text they read as (`&amp;` reads as `&`). */
const MARKDOWN_FIELDS = Object.values(policyDefinitions).map((d) => `${d.key}.body`);

const inlineText = (part: Inline): string =>
  part.kind === 'text' ? part.text : part.children.map(inlineText).join('');
const blockText = (block: Block): string => {
  if (block.kind === 'heading' || block.kind === 'paragraph')
    return block.children.map(inlineText).join('');
  if (block.kind === 'list') return block.items.flat().map(blockText).join('');
  if (block.kind === 'quote') return block.children.map(blockText).join('');
  return block.kind === 'code' ? block.text : '';
};

/** What a visitor reads of a field's value. */
const readable = (field: NastyField) =>
  MARKDOWN_FIELDS.includes(`${field.key}.${field.field}`)
    ? parseMarkdown(field.shown).map(blockText).join('')
    : field.shown;

const TAG = /N\d+x/g;
const byTag = new Map(fields.map((field) => [field.tag, field]));

/** Every string inside a JSON value. */
const stringsOf = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(stringsOf)
      : [];

/** Every record (anything with an `_id`) inside the page data, by id. */
function recordsOf(value: unknown, found = new Map<string, Record<string, unknown>>()) {
  if (typeof value !== 'object' || value === null) return found;
  const record = value as Record<string, unknown>;
  if (typeof record._id === 'string') found.set(record._id, record);
  Object.values(record).forEach((item) => recordsOf(item, found));
  return found;
}

const count = (html: string, pattern: RegExp) => html.match(pattern)?.length ?? 0;

/** The page as a browser reads it: its visible text, its attributes, its head and data. */
function read(html: string) {
  const { document } = new JSDOM(html).window;
  const body = document.body.cloneNode(true) as HTMLElement;
  body.querySelectorAll('script, style, template').forEach((element) => element.remove());
  const blocks = [...document.querySelectorAll('script[type="application/ld+json"]')];
  return {
    document,
    text: body.textContent ?? '',
    attributes: [...document.body.querySelectorAll('*')].flatMap((element) =>
      ['alt', 'href', 'aria-label'].map((name) => element.getAttribute(name) ?? ''),
    ),
    head: [
      document.title,
      ...[...document.head.querySelectorAll('meta[content]')].map((m) => m.getAttribute('content')),
    ],
    // Parsed by the tests that read them, so a broken block fails those, not the page's reading.
    data: () => JSON.parse(document.getElementById('site-page')?.textContent ?? 'null') as unknown,
    jsonLd: () => blocks.map((block) => JSON.parse(block.textContent ?? '') as unknown),
  };
}

describe('nasty content in every text field', () => {
  it('puts every nasty piece into the pages', () => {
    // Each piece reaches the pages in at least one field (short and formatted fields hold fewer).
    const carried = new Set(fields.flatMap((field) => field.carries));
    expect(carried.size).toBe(NASTY_PIECES.length);
    expect(fields.filter((field) => field.form === 'text').length).toBeGreaterThan(50);
  });

  describe.each(PAGES)('the page at $path', ({ path, from, notInData = [] }) => {
    const mine = () => fields.filter((field) => from.includes(field.key));
    let html = '';
    let page: ReturnType<typeof read>;
    beforeAll(async () => {
      const answer = await server.app.inject({ method: 'GET', url: path });
      expect(answer.statusCode).toBe(path === NOT_FOUND ? 404 : 200);
      html = answer.body;
      page = read(html);
    });

    it('is one document: one head, one body, no element made from content', () => {
      expect(count(html, /<head[\s>]/g)).toBe(1);
      expect(count(html, /<\/head>/g)).toBe(1);
      expect(count(html, /<body[\s>]/g)).toBe(1);
      expect(count(html, /<\/body>/g)).toBe(1);
      expect(count(html, /<\/html>/g)).toBe(1);
      // Every <script and </script> in the bytes is a real element: none came from content.
      const scripts = page.document.querySelectorAll('script').length;
      expect(count(html, /<script/g)).toBe(scripts);
      expect(count(html, /<\/script>/g)).toBe(scripts);
    });

    it('escapes what could end or break its JSON blocks', () => {
      const blocks = page.document.querySelectorAll('script[type*="json"]');
      expect(blocks.length).toBeGreaterThan(1);
      for (const block of blocks) expect(block.textContent).not.toMatch(/[<>&\u2028\u2029]/);
    });

    it('carries every value unchanged in its page data, but what the browser never draws', () => {
      const records = recordsOf(page.data());
      for (const field of mine()) {
        const record = records.get(String(saved.get(field.key)?._id));
        const sent = notInData.includes(field.key) ? undefined : field.value;
        expect(record?.[field.field], `${field.key}.${field.field}`).toBe(sent);
      }
    });

    it('shows every value it shows as it was written, and no other', () => {
      const places = [page.text, ...page.attributes, ...page.head];
      for (const field of mine()) {
        const name = `${field.key}.${field.field}`;
        const found = places.some((place) => place?.includes(readable(field)));
        expect(
          found,
          `${name} ${shows(field, path) ? 'missing from' : 'unexpected on'} ${path}`,
        ).toBe(shows(field, path));
      }
    });

    it('writes whole values into its head and structured data, which parse', () => {
      const strings = [...page.head.filter((s) => s !== null), ...page.jsonLd().flatMap(stringsOf)];
      for (const text of strings) {
        for (const [tag] of text.matchAll(TAG)) {
          const field = byTag.get(tag);
          expect(text, `${field?.key}.${field?.field}`).toContain(field?.value);
        }
      }
    });
  });

  // The declarations say which fields no page shows: a list read from them must not come out empty.
  it("checks the console-only fields' text, the logos' names among them", () => {
    expect(CONSOLE_ONLY).toContain('clients.clientTitle');
    const checked = fields.filter((field) => CONSOLE_ONLY.includes(`${field.key}.${field.field}`));
    expect(checked.map((field) => `${field.key}.${field.field}`)).toContain('clients.clientTitle');
  });

  it('names each page a field is listed for', () => {
    for (const { paths } of Object.values(SHOWN_ONLY_ON)) {
      for (const path of paths) expect(allPaths).toContain(path);
    }
  });
});

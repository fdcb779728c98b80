import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { HOME_SECTION_KEYS } from '@/sdk/content/landingSectionKeys';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import {
  landingFixture,
  storesFixture,
  unavailableLandingFixture,
} from '@/src/fixtures/siteContent';
import { preloadLazyParts } from '@/src/ui/LoadWhenNear';
import { hydrateServerHtml, serverHtml } from '@/test-support/hydrateServerHtml';
import { LandingPage } from './LandingPage';
import { landingPageSections } from './landingPageSections';

// `/` is a page of blocks now (issue 44), and with no layout stored it must be the page it was:
// the snapshots were written by the landing page before it took a layout (commit ed4e565's
// LandingPage.tsx, its twelve sections in code), so any byte this page's HTML changes fails here.
// Since the sections that need no script are kept as the server's HTML (ServerHtml), each is in
// a wrapper (`display: contents` in the global stylesheet, so the page is laid out as before):
// compared without them.

const WRAPPER = /<div data-server-html="section-[A-Za-z]+">|<div\b|<\/div>/g;

/** The page's HTML without ServerHtml's wrappers around its sections (and their closing tags). */
function withoutWrappers(html: string): string {
  const open: boolean[] = []; // for each open div: is it a wrapper?
  return html.replace(WRAPPER, (tag) => {
    if (tag === '</div>') return open.pop() ? '' : tag;
    open.push(tag !== '<div');
    return tag === '<div' ? tag : '';
  });
}

/** The sections the server's HTML keeps as they are, in order. */
const keptAsServerHtml = (html: string) =>
  [...html.matchAll(/data-server-html="section-([A-Za-z]+)"/g)].map((match) => match[1]);

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => preloadLazyParts());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('the landing page with no stored layout', () => {
  it('draws the sdk’s twelve sections in its order (the map lists them so)', () => {
    expect(Object.keys(landingPageSections)).toEqual(HOME_SECTION_KEYS);
  });

  it('renders byte for byte the HTML it rendered as code', async () => {
    const html = serverHtml(<LandingPage {...landingFixture} stores={storesFixture} />);
    await expect(withoutWrappers(html)).toMatchFileSnapshot(
      './__snapshots__/LandingPage.default.html',
    );
  });

  it('renders byte for byte the HTML it rendered as code when every call failed', async () => {
    const html = serverHtml(<LandingPage {...unavailableLandingFixture} stores={storesFixture} />);
    await expect(withoutWrappers(html)).toMatchFileSnapshot(
      './__snapshots__/LandingPage.unavailable.html',
    );
  });

  it('keeps the sections with nothing to press or watch move as the server drew them', () => {
    const html = serverHtml(<LandingPage {...landingFixture} stores={storesFixture} />);
    expect(keptAsServerHtml(html)).toEqual([
      'banner',
      'eLearning',
      'services',
      'whyChoose',
      'appBanners',
      'sellCourse',
      'launch',
    ]);
  });
});

describe('the landing page in the browser', () => {
  it('never draws a kept section again: its content in the browser is the server’s', async () => {
    const server = <LandingPage {...landingFixture} stores={storesFixture} />;
    // The browser's copy of a kept section says something else: were the section hydrated,
    // React would report the difference and draw the browser's title.
    const whyChoose = { ...landingFixture.whyChoose!, title: 'Not what the server drew' };
    const browser = (
      <LandingPage {...landingFixture} whyChoose={whyChoose} stores={storesFixture} />
    );
    const container = document.body.appendChild(document.createElement('div'));
    const { root, errors, logged } = await hydrateServerHtml(
      container,
      serverHtml(server),
      browser,
    );
    expect(errors).toEqual([]);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector('#why-title')?.textContent).toBe(
      landingFixture.whyChoose!.title,
    );
    await act(async () => root.unmount());
  });
});

describe('the landing page in an editor’s layout', () => {
  // The FAQ before the tabs, the client strip and the figures hidden: their ids and the
  // tabs' and questions' generated ids follow the new order on both sides.
  const sections: HomeSectionKey[] = ['banner', 'faqs', 'featureTabs', 'services', 'launch'];
  const page = <LandingPage {...landingFixture} stores={storesFixture} sections={sections} />;

  it('draws the sections in its order and no other', () => {
    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = serverHtml(page);
    const headings = [...container.querySelectorAll('h1[id], h2[id]')].map((h) => h.id);
    expect(headings).toEqual([
      'banner-title',
      'faq-title',
      'feature-title',
      'service-title',
      'launch-title',
    ]);
  });

  it('hydrates the server’s HTML without a warning, the tabs and questions working', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    const { root, errors, logged } = await hydrateServerHtml(container, serverHtml(page), page);
    expect(errors).toEqual([]);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    const tab = container.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!;
    await act(async () => tab.click());
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await act(async () => root.unmount());
  });
});

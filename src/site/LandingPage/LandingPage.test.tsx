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
    await expect(html).toMatchFileSnapshot('./__snapshots__/LandingPage.default.html');
  });

  it('renders byte for byte the HTML it rendered as code when every call failed', async () => {
    const html = serverHtml(<LandingPage {...unavailableLandingFixture} stores={storesFixture} />);
    await expect(html).toMatchFileSnapshot('./__snapshots__/LandingPage.unavailable.html');
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

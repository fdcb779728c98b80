import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { HomeSectionKey } from '@/sdk/content/landingSectionKeys';
import { landingFixture, settingsFixture } from '@/src/fixtures/siteContent';
import { preloadLazyParts } from '@/src/ui/LoadWhenNear';
import { hydrateServerHtml, serverHtml } from '@/test-support/hydrateServerHtml';
import { pageForBrowser } from './pageForBrowser';
import { PublicSite } from './PublicSite';
import { readSitePage, sitePageScript } from './sitePage';
import type { SitePage } from './sitePage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

beforeAll(() => preloadLazyParts());
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});

const landingPage = (sections?: HomeSectionKey[]): SitePage => ({
  name: 'landing',
  landing: landingFixture,
  ...(sections ? { sections } : {}),
  settings: settingsFixture,
  showPromo: false,
});

describe('the page data `/` sends the browser', () => {
  it('leaves out the content of the sections kept as the server drew them', () => {
    const sent = pageForBrowser(landingPage());
    if (sent.name !== 'landing') throw new Error('not the landing page');
    // Read only by kept sections: the banner, services and app banners (home), About e-learning,
    // Why Teachers Choose Us, Sell your courses (course) and Launch.
    for (const field of ['home', 'eLearning', 'whyChoose', 'course', 'launch'] as const)
      expect(sent.landing[field]).toBeNull();
    // Drawn again in the browser: the carousels, the count-up, the tabs and the questions.
    for (const field of ['clients', 'business', 'featureTabs', 'faqs', 'testimonials'] as const)
      expect(sent.landing[field]).toEqual(landingFixture[field]);
    expect(sent.settings).toBe(settingsFixture);
  });

  it('in an editor’s layout, keeps only what its hydrated sections read', () => {
    const sent = pageForBrowser(landingPage(['banner', 'faqs', 'services', 'launch']));
    if (sent.name !== 'landing') throw new Error('not the landing page');
    expect(sent.sections).toEqual(['banner', 'faqs', 'services', 'launch']);
    expect(sent.landing.faqs).toEqual(landingFixture.faqs);
    expect(sent.landing.home).toBeNull();
    expect(sent.landing.testimonials).toEqual([]);
  });

  it('sends every other page as it is', () => {
    const thanks: SitePage = { name: 'leadThanks', settings: settingsFixture, showPromo: false };
    expect(pageForBrowser(thanks)).toBe(thanks);
  });

  it('hydrates the server’s page from it without a warning, the kept sections as drawn', async () => {
    const page = landingPage();
    // As app/entry-server.tsx writes the page and app/site/hydrateSite.tsx reads it back.
    const html = serverHtml(<PublicSite page={page} />);
    document.head.innerHTML = sitePageScript(pageForBrowser(page));
    const data = document.head.textContent ?? '';
    expect(data).not.toContain(landingFixture.home.bannerTitle);
    expect(data).toContain(landingFixture.faqs[0]!.question);
    const sent = readSitePage(document);
    if (!sent) throw new Error('no page data in the document');
    const container = document.body.appendChild(document.createElement('div'));
    const { root, errors, logged } = await hydrateServerHtml(
      container,
      html,
      <PublicSite page={sent} />,
    );
    expect(errors).toEqual([]);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector('h1')?.textContent).toBe(landingFixture.home.bannerTitle);
    expect(container.querySelector('#why-title')?.textContent).toBe(landingFixture.whyChoose.title);
    const tab = container.querySelectorAll<HTMLButtonElement>('[role="tab"]')[1]!;
    await act(async () => tab.click());
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await act(async () => root.unmount());
  });
});

import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LANDING_SECTION_KEYS } from '@/sdk/content';
import type { CampaignPageData } from '@/sdk/content';
import { blockFixture, campaignPageFixture } from '@/src/fixtures/campaignPage';
import { courseFixture, landingFixture, storesFixture } from '@/src/fixtures/siteContent';
import { preloadLazyParts } from '@/src/ui/LoadWhenNear';
import { hydrateServerHtml, serverHtml } from '@/test-support/hydrateServerHtml';
import { CampaignPage } from '../CampaignPage';

// Every landing section a page may show, drawn on the server and hydrated in the browser as a
// visitor's page is: no hydration warning, and only the sections with something to press (or a
// carousel, or the count-up) hydrated; the rest kept as the server's HTML (src/ui/ServerHtml).

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const everySection: CampaignPageData = {
  ...campaignPageFixture,
  blocks: LANDING_SECTION_KEYS.map((section) =>
    blockFixture<'landingSection'>({ id: section, type: 'landingSection', section }),
  ),
  landing: landingFixture,
};
const page = <CampaignPage data={everySection} stores={storesFixture} />;

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('landing sections on a page', () => {
  it('hydrate without a warning, the sections with nothing to press kept as server HTML', async () => {
    await preloadLazyParts();
    const html = serverHtml(page);
    for (const id of ['e-learning-title', 'service-title', 'why-title', 'sell-course-title'])
      expect(html, id).toContain(`id="${id}"`);

    const container = document.body.appendChild(document.createElement('div'));
    container.innerHTML = html;
    const kept = [...container.querySelectorAll('[data-server-html]')].map((el) =>
      el.getAttribute('data-server-html'),
    );
    // Kept: eLearning, services, whyChoose, appBanners, sellCourse, launch (blocks 2-6 and 11).
    expect(kept).toEqual(['block-2', 'block-3', 'block-4', 'block-5', 'block-6', 'block-11']);
    const { root, errors, logged } = await hydrateServerHtml(container, html, page);
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(errors).toEqual([]);
    for (const spy of logged) expect(spy).not.toHaveBeenCalled();
    expect(container.querySelector('#sell-course-title')?.textContent).toBe(
      courseFixture.courseTitle,
    );
    expect(container.querySelectorAll('[role="tab"]')).toHaveLength(5);
    await act(async () => root.unmount());
  });
});

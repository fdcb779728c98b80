import { renderToString } from 'react-dom/server';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  landingFixture,
  storesFixture,
  unavailableLandingFixture,
} from '@/src/fixtures/siteContent';
import { preloadLazyParts } from '@/src/ui/LoadWhenNear';
import { LandingPage } from './LandingPage';

// `/` is a page of blocks now (issue 44), and with no layout stored it must be the page it was:
// the snapshots were written by the landing page before it took a layout (commit ed4e565's
// LandingPage.tsx, its twelve sections in code), so any byte this page's HTML changes fails here.

/** The page as the server renders it: no window, every lazy part loaded. */
const serverHtml = (element: React.ReactElement) => {
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(element);
  } finally {
    vi.unstubAllGlobals();
  }
};

beforeAll(() => preloadLazyParts());

describe('the landing page with no stored layout', () => {
  it('renders byte for byte the HTML it rendered as code', async () => {
    const html = serverHtml(<LandingPage {...landingFixture} stores={storesFixture} />);
    await expect(html).toMatchFileSnapshot('./__snapshots__/LandingPage.default.html');
  });

  it('renders byte for byte the HTML it rendered as code when every call failed', async () => {
    const html = serverHtml(<LandingPage {...unavailableLandingFixture} stores={storesFixture} />);
    await expect(html).toMatchFileSnapshot('./__snapshots__/LandingPage.unavailable.html');
  });
});

import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { BLOCK_TYPES } from '@/sdk/content';
import {
  campaignPageFixture,
  ctaBandBlockFixture,
  featureGridBlockFixture,
  videoBlockFixture,
} from '@/src/fixtures/campaignPage';
import { preloadLazyParts } from '@/src/ui/LoadWhenNear';
import { blockViews } from './blockViews';
import { CampaignPage } from './CampaignPage';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** The page as the server renders it (no window there), its lazy parts loaded first. */
async function serverHtml(data = campaignPageFixture): Promise<string> {
  await preloadLazyParts();
  vi.stubGlobal('window', undefined);
  try {
    return renderToString(<CampaignPage data={data} />);
  } finally {
    vi.unstubAllGlobals();
  }
}

async function drawInBrowser(data = campaignPageFixture) {
  const container = document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  await act(async () => root.render(<CampaignPage data={data} />));
  // The blocks that need no script are lazy parts: give them a moment to arrive.
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
  return { container, root };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('blockViews', () => {
  it('draws every block type the sdk declares, and no other', () => {
    expect(Object.keys(blockViews).sort()).toEqual([...BLOCK_TYPES].sort());
  });
});

describe('CampaignPage', () => {
  it('renders every block of the demo page on the server, in order', async () => {
    const html = await serverHtml();
    const order = [
      'Run every batch, test and fee from one place',
      'Institutes that moved their batches online',
      'What your institute gets',
      'Trusted by institutes across India',
      'See a live class from the teacher’s side (2 minutes)',
      'What teachers say',
      'Questions institutes ask',
      'Move your next batch online this month',
    ].map((title) => html.indexOf(title));
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    expect(html).toContain('data-lead-cta="hero: Book a Demo"');
    expect(html).toContain('data-lead-cta="cta band: Book A Meeting"');
  });

  it('draws no hidden block, though the server leaves them out already', async () => {
    const data = {
      ...campaignPageFixture,
      blocks: [{ ...featureGridBlockFixture, hidden: true }, ctaBandBlockFixture],
    };
    expect(await serverHtml(data)).not.toContain('What your institute gets');
    const { container, root } = await drawInBrowser(data);
    expect(container.textContent).toContain('Move your next batch online this month');
    expect(container.textContent).not.toContain('What your institute gets');
    await act(async () => root.unmount());
  });

  it('shows the page title alone when it has no block to show', async () => {
    const html = await serverHtml({ ...campaignPageFixture, blocks: [] });
    expect(html).toContain('<h1 class="container">For coaching institutes</h1>');
  });
});

describe('the video block', () => {
  const videoOnly = { ...campaignPageFixture, blocks: [videoBlockFixture] };

  it('asks nothing of YouTube in the server HTML: a link to the video, no player, no thumbnail', async () => {
    const html = await serverHtml(videoOnly);
    expect(html).toContain('href="https://www.youtube.com/watch?v=aqz-KE-bpKQ"');
    expect(html).not.toMatch(/<iframe|<img|youtube-nocookie|ytimg/);
  });

  it('puts the privacy-enhanced player in only once play is pressed', async () => {
    const { container, root } = await drawInBrowser(videoOnly);
    expect(container.querySelector('iframe')).toBeNull();
    const play = [...container.querySelectorAll('button')].find(
      (button) => button.textContent === 'Play video',
    );
    await act(async () => play?.click());
    expect(container.querySelector('iframe')?.getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/aqz-KE-bpKQ?autoplay=1',
    );
    await act(async () => root.unmount());
  });
});

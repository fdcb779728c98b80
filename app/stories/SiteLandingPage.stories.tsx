import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { useEffect } from 'react';
import toast from 'react-hot-toast';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LandingData } from '@/sdk/content';
import { LeadMessages } from '@/sdk/schemas/lead';
import {
  homeFixture,
  landingFixture,
  settingsFixture,
  unavailableLandingFixture,
} from '@/src/fixtures/siteContent';
import { removeLeadModal } from '../site/leadModal/LeadModalHost';
import { openLeadLinksInModal } from '../site/leadLinks';
import { openLeadModal } from '../site/leadModalLoader';
import { PublicSite } from '../site/PublicSite';
import { storedFiles } from './storedFiles';

// The public landing page as the server renders it and the browser hydrates it: app/site's
// PublicSite tree (site layout, the landing route, its twelve sections) from the page data, and
// the calls to action wired as the page's first script wires them (app/entry-site.tsx), so a click
// opens the real lead modal host (its machine, the lead call, the toasts). MSW is the server.

const landing: LandingData = landingFixture;

/** The page the server would render at `/`, with the landing content it read. */
function LandingSite({ landing: data }: { landing: LandingData }) {
  // The entry's document listener: a call to action's link opens the modal instead.
  useEffect(() => openLeadLinksInModal(document, openLeadModal), []);
  return (
    <PublicSite
      page={{ name: 'landing', landing: data, settings: settingsFixture, showPromo: true }}
    />
  );
}

const meta = {
  title: 'Pages/Site/Landing',
  component: LandingSite,
  // A page, not a component: no docs page of its own. The app has no router on public pages.
  tags: ['!autodocs'],
  args: { landing },
  parameters: { router: false, msw: [storedFiles] },
  // The lead modal and the toasts live outside the story's root (their own React root on
  // document.body, react-hot-toast's module store), and the stories of a file render one after
  // another in one page: a modal one story opened stayed open over the next story's picture.
  beforeEach: () => {
    removeLeadModal();
    toast.remove();
    return () => {
      removeLeadModal();
      toast.remove();
    };
  },
} satisfies Meta<typeof LandingSite>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The carousels load once the visitor scrolls near them (LoadWhenNear): the story scrolls past
 * each, so the page is complete, then back to the top.
 */
async function scrollThrough(canvasElement: HTMLElement) {
  for (const part of canvasElement.querySelectorAll('.load-when-near')) {
    part.scrollIntoView();
    // Activity until the part shows: its effect may attach after the first event.
    await waitFor(
      () => {
        window.dispatchEvent(new Event('scroll'));
        expect(part.querySelector('.swiper')).not.toBeNull();
      },
      { timeout: 5000 },
    );
  }
  window.scrollTo({ top: 0, behavior: 'instant' });
}

/** The whole page: promo, header, the twelve sections with their content, footer. */
export const Default: Story = {
  parameters: { visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { level: 1, name: homeFixture.bannerTitle }),
    ).toBeVisible();
    await scrollThrough(canvasElement);
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

/** Book a Demo opens the real lead modal; an empty submit is refused with the enquiry's message. */
export const BookADemo: Story = {
  parameters: {
    // The modal over the first screen: the page below it is the Default story's picture.
    visual: { fullPage: false },
    msw: [
      storedFiles,
      http.post('/api/leads/create', () => HttpResponse.json({}, { status: 500 })),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: 'Book a Demo' }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Ready to take your business online?',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Your Request' }));
    const messages = await within(dialog).findAllByText(LeadMessages.required);
    await expect(messages[0]).toBeVisible();
  },
};

/** Every content call failed: header, fixed sections and footer still render. */
export const ContentUnavailable: Story = {
  args: { landing: unavailableLandingFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

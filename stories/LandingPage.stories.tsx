import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import type { MouseEvent } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LeadMessages } from '@/sdk/schemas/lead';
import { Footer } from '@/src/site/Footer';
import { Header } from '@/src/site/Header';
import { LandingPage } from '@/src/site/LandingPage';
import type { LandingPageProps } from '@/src/site/LandingPage';
import { LeadModal, emptyLeadValues } from '@/src/site/LeadModal';
import type { LeadErrors } from '@/src/site/LeadModal';
import { PromoBanner } from '@/src/site/PromoBanner';
import {
  businessFixture,
  clientsFixture,
  courseFixture,
  homeFixture,
  landingCopyFixture,
  launchFixture,
  settingsFixture,
  storesFixture,
  testimonialsFixture,
  unavailableLandingFixture,
} from '@/src/fixtures/siteContent';
import { storySiteImageUrl } from '@/src/fixtures/siteImages';

type PageProps = LandingPageProps;

/**
 * The public landing page as the app assembles it: promo, header, the twelve sections, footer
 * and the lead modal. The calls to action are links to the lead page; as the app's first script
 * does (app/site/leadLinks.ts), a click on one opens the modal instead. The modal state here is a
 * stand-in for the app's leadModalMachine; it only flags an empty submit, to show how the page
 * carries errors.
 */
function PublicLandingPage(props: PageProps) {
  const [open, setOpen] = useState(false);
  const [values, setValues] = useState(emptyLeadValues);
  const [errors, setErrors] = useState<LeadErrors>({});
  const openForLeadLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !event.target.closest('a[data-lead-cta]')) return;
    event.preventDefault();
    setOpen(true);
  };
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-static-element-interactions -- the links inside take the keys; this only listens, as the app's document listener does
    <div onClick={openForLeadLink}>
      <PromoBanner
        text={settingsFixture.promoText}
        discountPercent={settingsFixture.promoPercent}
        code={settingsFixture.promoCode}
      />
      <Header settings={settingsFixture} />
      <main id="main">
        <LandingPage {...props} />
      </main>
      <Footer settings={settingsFixture} />
      <LeadModal
        open={open}
        values={values}
        errors={errors}
        onChange={(field, value) => setValues((v) => ({ ...v, [field]: value }))}
        onConsentChange={(given) => setValues((v) => ({ ...v, marketingConsent: given }))}
        onSubmit={() => setErrors(values.name.trim() ? {} : { name: LeadMessages.required })}
        onClose={() => setOpen(false)}
      />
    </div>
  );
}

const meta = {
  title: 'Pages/Landing',
  component: PublicLandingPage,
  args: {
    home: homeFixture,
    course: courseFixture,
    business: businessFixture,
    launch: launchFixture,
    clients: clientsFixture,
    testimonials: testimonialsFixture,
    ...landingCopyFixture,
    stores: storesFixture,
    imageUrl: storySiteImageUrl,
  },
} satisfies Meta<typeof PublicLandingPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Book a Demo opens the lead modal over the page; Escape closes it and focus comes back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bookDemo = canvas.getByRole('link', { name: 'Book a Demo' });
    await userEvent.click(bookDemo);
    const dialog = await within(document.body).findByRole('dialog');
    await expect(dialog).toHaveAccessibleName('Ready to take your business online?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit Your Request' }));
    await expect(within(dialog).getByText(LeadMessages.required)).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(within(document.body).queryByRole('dialog')).toBeNull());
    await expect(bookDemo).toHaveFocus();
  },
};

/** Every content call failed: header, fixed sections and footer still render. */
export const ContentUnavailable: Story = {
  args: unavailableLandingFixture,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};

export const Narrow: Story = { globals: { viewport: { value: 'narrow', isRotated: false } } };

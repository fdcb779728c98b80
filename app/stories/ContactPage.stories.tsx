import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ContactDetail } from '@/sdk/schemas/contact';
import { contactFixture, newContactFixture } from '@/src/fixtures/contacts';
import { ownerFixtures } from '@/src/fixtures/leads';
import {
  ConsoleAt,
  answers,
  currentAdmin,
  endsSession,
  fails,
  hangs,
  loadRouteCode,
  ok,
  signedIn,
} from './consoleStory';
import { atRest, showsLoadError, signsOut } from './statePlays';

// A contact's page as the app wires it (issue 38), one MSW handler set per state.

const meta = {
  title: 'Pages/Console/Contact',
  tags: ['!autodocs'],
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: `/leads/contacts/${contactFixture._id}` },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const CONTACT = '/api/contacts/get';
// The people a contact may be assigned to: the signed-in admin and two salespeople.
const owners = answers('/api/leads/owners', [
  { _id: 'story-admin', username: 'story.admin' },
  ...ownerFixtures,
]);
const loaded = [currentAdmin, owners, answers(CONTACT, contactFixture)];

/** Loaded: both enquiries on the timeline, the owner, an overdue follow-up, note and merge. */
export const Loaded: Story = {
  parameters: { msw: loaded, visual: { viewports: ['narrow', 'tablet', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Meera Nair' })).toBeVisible();
    await expect(canvas.getByRole('article', { name: '1st enquiry' })).toHaveTextContent(
      'First touch',
    );
    await expect(canvas.getByText('Overdue')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'meera@brightfuture.in' })).toBeVisible();
  },
};

/** A contact of one enquiry: nobody's, nothing planned, no lines yet. */
export const Empty: Story = {
  args: { path: `/leads/contacts/${newContactFixture._id}` },
  parameters: { msw: [currentAdmin, owners, answers(CONTACT, newContactFixture)] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Arjun Patel' })).toBeVisible();
    await expect(canvas.getByText('Unassigned')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Split off this enquiry' })).toBeNull();
  },
};

/** Assign to me: the server's answer is the contact now, with its new line. */
export const AssignToMe: Story = {
  parameters: {
    msw: [
      currentAdmin,
      owners,
      answers(CONTACT, newContactFixture),
      http.post('/api/contacts/update', () =>
        ok(
          ContactDetail.parse({
            ...newContactFixture,
            owner: { _id: 'story-admin', username: 'story.admin' },
          }),
        ),
      ),
    ],
  },
  args: { path: `/leads/contacts/${newContactFixture._id}` },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Assign to me' }));
    await expect(await canvas.findByText('story.admin (you)')).toBeVisible();
  },
};

/** Split off asks first (ConfirmDialog), nothing is sent before. */
export const SplitAsks: Story = {
  parameters: { msw: loaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const latest = await canvas.findByRole('article', { name: '2nd enquiry' });
    await userEvent.click(within(latest).getByRole('button', { name: 'Split off this enquiry' }));
    await expect(
      await canvas.findByRole('dialog', { name: 'Split off the 2nd enquiry?' }),
    ).toBeVisible();
  },
};

/** A note typed and not added asks before the page is left. */
export const UnsavedNote: Story = {
  parameters: { msw: loaded },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(await canvas.findByLabelText('Note'), 'Call after 6 pm.');
    await userEvent.click(canvas.getByRole('link', { name: 'Back to the leads' }));
    await expect(
      await canvas.findByRole('dialog', { name: 'Leave without saving?' }),
    ).toBeVisible();
  },
};

/** A refused change stands beside its control. */
export const FollowUpRefused: Story = {
  parameters: {
    msw: [...loaded, fails('/api/contacts/update', 'The follow-up could not be saved.')],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const clear = await canvas.findByRole('button', { name: 'Clear' });
    await userEvent.click(clear);
    const group = canvas.getByRole('group', { name: 'Next follow-up' });
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      'The follow-up could not be saved.',
    );
    await atRest(canvasElement, clear);
  },
};

export const Slow: Story = {
  parameters: { msw: [currentAdmin, owners, hangs(CONTACT)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

export const Error: Story = {
  parameters: { msw: [currentAdmin, owners, fails(CONTACT)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement),
};

export const SignedOut: Story = {
  parameters: { msw: [currentAdmin, owners, endsSession(CONTACT)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

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
    await expect(
      canvas.getByRole('link', { name: 'E-mail meera@brightfuture.in' }),
    ).toHaveAttribute('href', 'mailto:meera@brightfuture.in');
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
    await expect(
      canvas.getByRole('link', { name: /^WhatsApp \+91\s81234\s56789/ }),
    ).toHaveAttribute('href', 'https://wa.me/918123456789');
    await expect(canvas.queryByRole('button', { name: 'Split off this enquiry' })).toBeNull();
  },
};

/**
 * The bottom of an element is on the first screen of a 360 x 800 phone (the story's window is
 * 740 high, under the console's own bar; the phone journey measures 390 x 844 and 360 x 800).
 */
const onFirstScreen = (el: HTMLElement) =>
  expect(el.getBoundingClientRect().bottom + window.scrollY).toBeLessThanOrEqual(800);

/** Every action of a phone's contact page is on its first screen, before the enquiries. */
async function actionsFirst(canvasElement: HTMLElement, name: string, assign: string) {
  const canvas = within(canvasElement);
  await canvas.findByRole('heading', { name });
  const note = canvas.getByRole('form', { name: 'Add a note' });
  const actions = [
    canvas.getByRole('link', { name: /^Call \+91/ }),
    canvas.getByRole('link', { name: /^WhatsApp \+91/ }),
    canvas.getByRole('link', { name: /^E-mail / }),
    canvas.getByLabelText('New status'),
    canvas.getByRole('button', { name: 'Save status' }),
    canvas.getByRole('button', { name: assign }),
    canvas.getByLabelText('Follow-up day (India)'),
    canvas.getByRole('button', { name: 'Save follow-up' }),
    // The whole note form, as it stands before it is focused: "Note", its box, Add note.
    note,
    within(note).getByLabelText('Note'),
    canvas.getByRole('button', { name: 'Add note' }),
  ];
  for (const action of actions) await onFirstScreen(action);
  // The enquiries come after the actions, on the page and for a keyboard.
  const enquiry = canvas.getAllByRole('article', { name: /enquiry$/ })[0]!;
  for (const action of actions) {
    await expect(
      action.compareDocumentPosition(enquiry) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
}

/**
 * On a phone (issue 47 item 1) every action is on the first screen, before the enquiries: call,
 * WhatsApp, e-mail, status, assign, follow-up and note.
 */
export const PhoneActionsFirst: Story = {
  globals: { viewport: { value: 'narrow' } },
  args: { path: `/leads/contacts/${newContactFixture._id}` },
  parameters: { msw: [currentAdmin, owners, answers(CONTACT, newContactFixture)] },
  play: ({ canvasElement }) => actionsFirst(canvasElement, 'Arjun Patel', 'Assign to me'),
};

/**
 * The tallest controls: a contact with an owner (Assign to me and Unassign) and an overdue
 * follow-up day (Clear), two e-mail addresses. The note box still ends on the first screen.
 */
export const PhoneOwnedAndDue: Story = {
  globals: { viewport: { value: 'narrow' } },
  parameters: { msw: loaded },
  play: ({ canvasElement }) => actionsFirst(canvasElement, 'Meera Nair', 'Unassign'),
};

// The status change's answer is the lead; the page then reads the contact again.
let statusSaved = false;
const statusRounds = [
  currentAdmin,
  owners,
  http.post(CONTACT, () =>
    ok(
      ContactDetail.parse({
        ...newContactFixture,
        leads: newContactFixture.leads.map((lead) => ({
          ...lead,
          status: statusSaved ? 'contacted' : lead.status,
        })),
      }),
    ),
  ),
];

/** The latest enquiry's status saved from the contact page: the page shows it from the server. */
export const StatusSaved: Story = {
  args: { path: `/leads/contacts/${newContactFixture._id}` },
  beforeEach: () => {
    statusSaved = false;
  },
  parameters: {
    msw: [
      ...statusRounds,
      http.post('/api/leads/update', async ({ request }) => {
        const change = (await request.json()) as { leadId?: string; status?: string };
        statusSaved =
          change.leadId === newContactFixture.leads[0]!._id && change.status === 'contacted';
        return ok({ ...newContactFixture.leads[0], status: change.status });
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Status of the 1st enquiry' });
    await userEvent.selectOptions(within(group).getByLabelText('New status'), 'contacted');
    await userEvent.click(within(group).getByRole('button', { name: 'Save status' }));
    await expect(
      await within(group).findByText('Contacted', { selector: '.lead-status' }),
    ).toBeVisible();
    await expect(within(group).getByRole('button', { name: 'Save status' })).toBeDisabled();
  },
};

/** A refused status change stands beside its control; the pick stays to try again. */
export const StatusRefused: Story = {
  args: { path: `/leads/contacts/${newContactFixture._id}` },
  parameters: {
    msw: [
      currentAdmin,
      owners,
      answers(CONTACT, newContactFixture),
      fails('/api/leads/update', 'The status could not be saved.'),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = await canvas.findByRole('group', { name: 'Status of the 1st enquiry' });
    await userEvent.selectOptions(within(group).getByLabelText('New status'), 'qualified');
    await userEvent.click(within(group).getByRole('button', { name: 'Save status' }));
    await expect(await within(group).findByRole('alert')).toHaveTextContent(
      'The status could not be saved.',
    );
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

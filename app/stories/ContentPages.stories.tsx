import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { clients, course, home, endpoint } from '@/sdk/content';
import { clientFixtures, courseFixture, homeFixture } from '@/src/fixtures/adminContent';
import { sampleImageFile } from '@/src/fixtures/adminImages';
import {
  ConsoleAt,
  loadRouteCode,
  answers,
  currentAdmin,
  endsSession,
  failure,
  fails,
  hangs,
  noDrafts,
  ok,
  signedIn,
  storedFiles,
} from './consoleStory';
import { atRest, showsLoadError, signsOut } from './statePlays';

// The console's content screens as the app builds them from the declarations, one story per
// state of the API: loaded, saving, a 400 with field messages, a 401 that signs out, a 500, slow.

const meta = {
  title: 'Pages/Console/Content',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: clients.screens.list },
  beforeEach: signedIn,
  // The app brings its own router. The addon's in-story axe run is off: on these full pages it
  // races the test runner's axe check (.storybook/test-runner.ts), which still checks each story.
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const clientList = http.post(endpoint(clients, 'getall'), () => ok(clientFixtures));
/** The body of the last status change, for the story to check what was sent. */
let toggled: Record<string, FormDataEntryValue> = {};

/** Manage Client loaded: the declared columns, each client's logo, name and status. */
export const Loaded: Story = {
  parameters: {
    visual: { viewports: ['narrow', 'tablet', 'desktop'] },
    msw: [currentAdmin, ...noDrafts, storedFiles, clientList],
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Clients' });
    const first = clientFixtures[0]!;
    await expect(
      await within(table).findByRole('img', { name: `${first.clientTitle} logo` }),
    ).toBeVisible();
  },
};

/** A status change answered "Updated": the item goes back with the flipped flag. */
export const StatusChange: Story = {
  parameters: {
    msw: [
      currentAdmin,
      ...noDrafts,
      storedFiles,
      clientList,
      http.post(endpoint(clients, 'update'), async ({ request }) => {
        toggled = Object.fromEntries(await request.formData());
        return ok(
          { ...clientFixtures[0], isActive: !clientFixtures[0]!.isActive },
          'Your Data Successfully Updated.',
        );
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', { name: 'Clients' });
    const first = clientFixtures[0]!;
    const status = await within(table).findByRole('switch', {
      name: `Status of ${first.clientTitle}`,
    });
    await expect(
      within(table).getByRole('img', { name: `${first.clientTitle} logo` }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Manage Client' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(status);
    // The toast fades in (at once under reduced motion).
    const toast = await canvas.findByText('Your Data Successfully Updated.');
    await waitFor(() => expect(toast).toBeVisible());
    // Spec: a status change sends the item back with the flipped flag and its id as clientSectionId.
    // The item's alt fields come back with it, unchanged (issue 14).
    await expect(toggled).toEqual({
      clientTitle: first.clientTitle,
      clientImgAlt: first.clientImgAlt,
      clientImgDecorative: String(first.clientImgDecorative),
      isActive: String(!first.isActive),
      clientSectionId: first._id,
    });
    await atRest(canvasElement, status);
  },
};

/** A client's update form while the save is on its way. */
export const Saving: Story = {
  args: { path: `${clients.screens.update}/${clientFixtures[0]!._id}` },
  parameters: {
    msw: [
      currentAdmin,
      ...noDrafts,
      storedFiles,
      clientList,
      http.post(endpoint(clients, 'update'), async () => {
        await delay('infinite');
        return ok(clientFixtures[0]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // The shell, the screen's code and the item arrive one after another.
    const title = await canvas.findByLabelText('Client Title *');
    await expect(title).toHaveValue(clientFixtures[0]!.clientTitle);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(await canvas.findByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(title).toBeDisabled();
  },
};

/** The server refuses a create with field issues: each message stands beside its field. */
export const FieldMessages: Story = {
  args: { path: clients.screens.create },
  parameters: {
    msw: [
      currentAdmin,
      ...noDrafts,
      storedFiles,
      http.post(endpoint(clients, 'create'), () =>
        failure(400, 'The title is at most 200 characters.', [
          { path: ['clientTitle'], message: 'The title is at most 200 characters.' },
          { path: ['clientImg'], message: 'Only png, jpeg, webp or gif images are allowed.' },
        ]),
      ),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText('Client Title *');
    await userEvent.type(title, 'Acme Learning');
    await userEvent.upload(canvas.getByLabelText('Client Image *'), sampleImageFile('acme.png'));
    await userEvent.type(canvas.getByLabelText('Client Image: Alt text *'), 'Acme Learning logo');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(
      await canvas.findByText('Only png, jpeg, webp or gif images are allowed.'),
    ).toBeVisible();
    await expect(title).toHaveAccessibleDescription('The title is at most 200 characters.');
    // What was typed stays for another try; editing the field drops its message.
    await expect(title).toHaveValue('Acme Learning');
    await userEvent.type(title, '!');
    await expect(title).not.toHaveAccessibleDescription('The title is at most 200 characters.');
  },
};

/** A revoked token: the first call answers 401 and the console signs out. */
export const SignedOut: Story = {
  args: { path: clients.screens.list },
  parameters: {
    msw: [
      currentAdmin,
      ...noDrafts,
      http.post(endpoint(clients, 'getall'), () => failure(401, 'Please sign in again.')),
    ],
  },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

/** The home form when the server fails: the message and a way to try again. */
export const ServerError: Story = {
  args: { path: home.screen },
  parameters: {
    msw: [
      currentAdmin,
      ...noDrafts,
      http.post(endpoint(home, 'getall'), () => failure(500, 'Something went wrong.')),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Something went wrong.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** A slow answer: the course form says it is loading until the record arrives. */
export const Slow: Story = {
  args: { path: course.screen },
  parameters: {
    msw: [
      currentAdmin,
      ...noDrafts,
      storedFiles,
      http.post(endpoint(course, 'getall'), async () => {
        await delay(1500);
        return ok([courseFixture]);
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading the current content…')).toBeVisible();
    // The answer takes 1.5 s on purpose: wait past it.
    await expect(await canvas.findByLabelText('Course Title *', {}, { timeout: 4000 })).toHaveValue(
      courseFixture.courseTitle,
    );
  },
};

/** The home form loaded: every card of the declaration, the stored record filled in. */
export const HomeLoaded: Story = {
  args: { path: home.screen },
  parameters: {
    visual: { viewports: ['narrow', 'tablet', 'desktop'] },
    msw: [
      currentAdmin,
      ...noDrafts,
      storedFiles,
      http.post(endpoint(home, 'getall'), () => ok([homeFixture])),
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Banner Title *')).toHaveValue(
      homeFixture.bannerTitle,
    );
    await expect(canvas.getByRole('group', { name: 'Service Four' })).toBeVisible();
  },
};

/** Manage Client with no clients: the declared empty message and the Add link. */
export const ListEmpty: Story = {
  parameters: { msw: [currentAdmin, ...noDrafts, answers(endpoint(clients, 'getall'), [])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/No clients/i)).toBeVisible();
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('link', { name: /Create New Client/ })).toHaveAttribute(
      'href',
      clients.screens.create,
    );
  },
};

/** Manage Client when the list fails: the error state with the request id, never "no clients". */
export const ListError: Story = {
  parameters: { msw: [currentAdmin, ...noDrafts, fails(endpoint(clients, 'getall'))] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /No clients/i),
};

/** Manage Client while the list is on its way. */
export const ListSlow: Story = {
  parameters: { msw: [currentAdmin, ...noDrafts, hangs(endpoint(clients, 'getall'))] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading…')).toBeVisible();
  },
};

/** A refused save names every problem at the top and puts the focus on the first field. */
export const FieldProblems: Story = {
  args: { path: home.screen },
  parameters: {
    msw: [currentAdmin, ...noDrafts, storedFiles, answers(endpoint(home, 'getall'), [homeFixture])],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByLabelText('Banner Title *');
    await userEvent.clear(title);
    await userEvent.clear(canvas.getByLabelText('Service Title *'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const summary = await canvas.findByRole('alert');
    await expect(summary).toHaveTextContent('All fields are required.');
    await expect(within(summary).getAllByRole('link')).toHaveLength(2);
    await expect(title).toHaveFocus();
    await expect(title).toHaveAccessibleDescription('This field is required.');
  },
};

/** A section with nothing stored yet: its form starts blank, ready for a first save. */
export const SectionEmpty: Story = {
  args: { path: home.screen },
  parameters: { msw: [currentAdmin, ...noDrafts, answers(endpoint(home, 'getall'), [])] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByLabelText('Banner Title *')).toHaveValue('');
  },
};

/** A section's load answered 401: the console signs out. */
export const SectionSignedOut: Story = {
  args: { path: course.screen },
  parameters: { msw: [currentAdmin, ...noDrafts, endsSession(endpoint(course, 'getall'))] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

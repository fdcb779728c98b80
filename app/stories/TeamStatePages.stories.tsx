import type { Meta, StoryObj } from '@storybook/react-vite';
import type { HttpHandler } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AuditPage } from '@/sdk/schemas/audit';
import { auditEntries, teamUsers } from '@/src/fixtures/team';
import { requirementOff } from '@/src/fixtures/twoFactor';
import {
  ConsoleAt,
  loadRouteCode,
  answers,
  currentAdmin,
  endsSession,
  fails,
  hangs,
  signedIn,
  signedInAs,
} from './consoleStory';
import { atRest, showsLoadError, signsOut } from './statePlays';

// The users, audit log and account screens, one MSW handler set per state each.

const meta = {
  title: 'Pages/Console/Users, audit log and account',
  // A page, not a component: no docs page of its own.
  tags: ['!autodocs'],
  // The screen's code is loaded before the story renders (consoleStory.tsx).
  loaders: [loadRouteCode],
  component: ConsoleAt,
  args: { path: '/users' },
  beforeEach: signedIn,
  parameters: { router: false, a11y: { test: 'off' } },
} satisfies Meta<typeof ConsoleAt>;
export default meta;
type Story = StoryObj<typeof meta>;

const USERS = '/api/admin/users/getall';
const AUDIT = '/api/admin/audit/getall';
const ME = '/api/admin/account/me';
const auditPage = (items: typeof auditEntries) =>
  AuditPage.parse({ items, total: items.length, page: 1, pageSize: 25 });

const everyWidth = { viewports: ['narrow', 'tablet', 'desktop'] } as const;
export const UsersLoaded: Story = {
  parameters: { msw: [currentAdmin, answers(USERS, teamUsers)], visual: everyWidth },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Users' });
    await within(table).findByRole('rowheader', { name: 'former.staff' });
    await expect(within(table).getAllByRole('row')).toHaveLength(teamUsers.length + 1);
  },
};
export const UsersEmpty: Story = {
  parameters: { msw: [currentAdmin, answers(USERS, [])] },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: 'Users' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(1));
  },
};
export const UsersSlow: Story = {
  parameters: { msw: [currentAdmin, hangs(USERS)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading users…')).toBeVisible();
  },
};
export const UsersError: Story = {
  parameters: { msw: [currentAdmin, fails(USERS)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement),
};
export const UsersSignedOut: Story = {
  parameters: { msw: [currentAdmin, endsSession(USERS)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

const auditAt = { args: { path: '/audit-log' } };
const people = answers(USERS, teamUsers);
export const AuditLoaded: Story = {
  ...auditAt,
  parameters: {
    msw: [currentAdmin, people, answers(AUDIT, auditPage(auditEntries))],
    visual: everyWidth,
  },
  play: async ({ canvasElement }) => {
    const table = await within(canvasElement).findByRole('table', { name: /Audit log \(/ });
    await expect(within(table).getAllByText(/ IST$/)).toHaveLength(auditEntries.length);
  },
};
export const AuditEmpty: Story = {
  ...auditAt,
  parameters: { msw: [currentAdmin, people, answers(AUDIT, auditPage([]))] },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No entries match this filter.'),
    ).toBeVisible();
  },
};
export const AuditSlow: Story = {
  ...auditAt,
  parameters: { msw: [currentAdmin, people, hangs(AUDIT)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the audit log…')).toBeVisible();
  },
};
export const AuditError: Story = {
  ...auditAt,
  parameters: { msw: [currentAdmin, people, fails(AUDIT)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement, /No entries match/),
};
export const AuditSignedOut: Story = {
  ...auditAt,
  parameters: { msw: [currentAdmin, people, endsSession(AUDIT)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

// My account loads who is signed in (the shell's call is its state) and, for an admin, the
// sign-in rules of its two-factor section.
const accountAt = { args: { path: '/account' } };
// "E-mail me about reviews" (issue 47): a reviewer whose username is an address, on a server
// that sends mail; the switch saves and the outcome toasts (and a refusal stays beside it).
const REVIEW_EMAILS = '/api/admin/account/review-emails';
const reviewer = answers(ME, {
  _id: 'story-admin',
  username: 'ravi@school.in',
  role: 'admin',
  mustChangePassword: false,
  reviewEmails: true,
  reviewEmailsBlocked: null,
});
const reviewSwitch = (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('switch', { name: 'E-mail me about reviews' });
const accountOf = (...handlers: HttpHandler[]) => ({
  ...accountAt,
  parameters: {
    msw: [reviewer, answers('/api/admin/security/getall', requirementOff), ...handlers],
  },
});
export const AccountLoaded: Story = {
  ...accountAt,
  parameters: { ...accountOf().parameters, visual: everyWidth },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(
      await canvas.findByRole('switch', { name: 'Require two-factor sign-in for admins' }),
    ).toBeDisabled();
    await expect(await reviewSwitch(canvasElement)).toHaveAttribute('aria-checked', 'true');
  },
};
/** Sales takes no part in review: no review e-mails section. */
export const AccountSales: Story = {
  ...accountAt,
  parameters: { msw: [signedInAs('sales')] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('form', { name: 'Change password' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'Review e-mails' })).toBeNull();
  },
};
export const AccountReviewEmailsOff: Story = {
  ...accountOf(answers(REVIEW_EMAILS, { reviewEmails: false })),
  play: async ({ canvasElement }) => {
    const toggle = await reviewSwitch(canvasElement);
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(toggle);
    const toast = await within(canvasElement).findByText('Review e-mails are off.');
    await waitFor(() => expect(toast).toBeVisible());
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await atRest(canvasElement, toggle);
  },
};
export const AccountReviewEmailsRefused: Story = {
  ...accountOf(fails(REVIEW_EMAILS, 'The setting could not be saved. Please try again.')),
  play: async ({ canvasElement }) => {
    const toggle = await reviewSwitch(canvasElement);
    await userEvent.click(toggle);
    const alert = await within(canvasElement).findByRole('alert');
    await expect(alert).toHaveTextContent('The setting could not be saved.');
    // Nothing changed: the switch shows the setting that holds.
    await waitFor(() => expect(toggle).toHaveAttribute('aria-checked', 'true'));
    await atRest(canvasElement, toggle);
  },
};
export const AccountSlow: Story = {
  ...accountAt,
  parameters: { msw: [hangs(ME)] },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('Loading the console…')).toBeVisible();
  },
};
export const AccountError: Story = {
  ...accountAt,
  parameters: { msw: [fails(ME)] },
  play: async ({ canvasElement }) => showsLoadError(canvasElement),
};
export const AccountSignedOut: Story = {
  ...accountAt,
  parameters: { msw: [endsSession(ME)] },
  play: async ({ canvasElement }) => signsOut(canvasElement),
};

/** The breadcrumb's More: every screen the user may open. */
export const More: Story = {
  args: { path: '/more' },
  parameters: { msw: [currentAdmin] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'More' })).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Team' })).toBeVisible();
  },
};

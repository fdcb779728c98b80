import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import type { LeadRecord } from '@/sdk/schemas/lead';
import { UNKNOWN_ATTRIBUTION } from '@/sdk/schemas/leadAttribution';
import { CURRENT_CONSENT_VERSION, CURRENT_CONSENT_WORDING } from '@/sdk/schemas/leadConsentWording';
import { leadFixtures, longLeadFixture, spamLeadFixture } from '@/src/fixtures/leads';
import { LeadDetailDrawer, type LeadDetailDrawerProps } from './LeadDetailDrawer';

/** The page around the drawer: a row's Open button, and the parent's open/closed state. */
function InboxWithDrawer(args: LeadDetailDrawerProps & { startOpen: boolean }) {
  const { startOpen, ...props } = args;
  const lead = props.lead ?? leadFixtures[0]!;
  const [shown, setShown] = useState<LeadRecord | null>(startOpen ? lead : null);
  return (
    <div style={{ padding: '1rem' }}>
      <button type="button" onClick={() => setShown(lead)}>
        Open lead from {lead.name}
      </button>
      <LeadDetailDrawer
        {...props}
        lead={shown}
        onClose={() => {
          setShown(null);
          props.onClose();
        }}
      />
    </div>
  );
}

const meta = {
  title: 'Console/LeadDetailDrawer',
  component: LeadDetailDrawer,
  parameters: {
    docs: {
      description: {
        component:
          "One lead in a side drawer: contact links, message, where it came from, status and private note. Closing with unsaved changes asks first.\n\n**Do:** Use it from the inbox's Open button; it returns focus there when it closes.\n\n**Don't:** Don't open it without a lead, or put actions in it that are not about this lead.",
      },
    },
  },
  args: { lead: leadFixtures[1]!, onSave: fn(), onDelete: fn(), onClose: fn() },
  render: (args, { parameters }) => (
    <InboxWithDrawer {...args} startOpen={parameters.startClosed !== true} />
  ),
} satisfies Meta<typeof LeadDetailDrawer>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A lead open in the drawer: contact, message, where it came from, status and note. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog', { name: 'Arjun Patel' });
    await expect(within(drawer).getByLabelText('Status')).toHaveValue('contacted');
  },
};

/** Opens on the row's button, saves status and note, closes on Escape and gives focus back. */
export const OpensAndCloses: Story = {
  parameters: { startClosed: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const opener = canvas.getByRole('button', { name: 'Open lead from Arjun Patel' });
    await userEvent.click(opener);
    const drawer = await canvas.findByRole('dialog', { name: 'Arjun Patel' });
    const inDrawer = within(drawer);
    await expect(inDrawer.getByRole('button', { name: 'Close' })).toHaveFocus();
    await expect(inDrawer.getByText(/test series module/)).toBeVisible();
    await expect(inDrawer.getByRole('link', { name: /^\+91\s81234\s56789$/ })).toHaveAttribute(
      'href',
      'tel:+918123456789',
    );
    await expect(inDrawer.getByRole('link', { name: 'arjun.patel@example.com' })).toHaveAttribute(
      'href',
      'mailto:arjun.patel@example.com',
    );
    await expect(inDrawer.getByLabelText('Status')).toHaveValue('contacted');

    // Nothing changed: Escape closes at once.
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  },
};

/** Save sends the status and the note as the form holds them. */
export const SaveChanges: Story = {
  play: async ({ canvasElement, args }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog'));
    await userEvent.selectOptions(drawer.getByLabelText('Status'), 'qualified');
    const note = drawer.getByLabelText('Private note');
    await userEvent.clear(note);
    await userEvent.type(note, 'Demo booked for Friday.');
    await userEvent.click(drawer.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledWith({
      status: 'qualified',
      note: 'Demo booked for Friday.',
    });
  },
};

/** Closing with a changed status or note asks first; "Keep editing" keeps the draft. */
export const UnsavedChanges: Story = {
  args: { onDraftChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawer = within(await canvas.findByRole('dialog', { name: 'Arjun Patel' }));
    await userEvent.type(drawer.getByLabelText('Private note'), ' Call back at 5.');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({
      status: 'contacted',
      note: expect.stringMatching(/Call back at 5\.$/),
    });
    await userEvent.click(drawer.getByRole('button', { name: 'Close' }));
    const ask = await canvas.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep editing' }));
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect((drawer.getByLabelText('Private note') as HTMLTextAreaElement).value).toMatch(
      /Call back at 5\.$/,
    );
    await userEvent.keyboard('{Escape}');
    const again = await canvas.findByRole('dialog', { name: 'Discard your changes?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Discard changes' }));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
  },
};

/** A drawer drawn again while open (a reloaded list) starts from the kept draft. */
export const WithDraft: Story = {
  args: { draft: { status: 'qualified', note: 'Kept while the drawer is open.' } },
  play: async ({ canvasElement }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog'));
    await expect(drawer.getByLabelText('Status')).toHaveValue('qualified');
    await expect(drawer.getByLabelText('Private note')).toHaveValue(
      'Kept while the drawer is open.',
    );
  },
};

/** A lead from a campaign shows the button, page, source, medium and campaign it came with. */
export const FromCampaign: Story = {
  args: { lead: leadFixtures[0]! },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog', { name: 'Meera Nair' });
    const origin = within(within(drawer).getByRole('region', { name: 'Where it came from' }));
    const facts = [...origin.getAllByRole('term')].map((dt) => [
      dt.textContent,
      dt.nextElementSibling?.textContent,
    ]);
    await expect(facts).toEqual([
      ['Call to action', 'banner: Get Free Consultant'],
      ['Page', '/'],
      ['Source', 'newsletter'],
      ['Medium', 'email'],
      ['Campaign', 'spring'],
    ]);
  },
};

/** A lead with nothing recorded says so instead of showing empty rows. */
export const NoSource: Story = {
  args: { lead: { ...leadFixtures[1]!, ...UNKNOWN_ATTRIBUTION } },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog');
    await expect(within(drawer).getByText(/Nothing recorded: a direct visit/)).toBeVisible();
  },
};

/** A lead that ticked the marketing box shows the exact words it agreed to, and their version. */
export const ConsentGiven: Story = {
  args: { lead: leadFixtures[0]! },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog', { name: 'Meera Nair' });
    const consent = within(within(drawer).getByRole('region', { name: 'Marketing consent' }));
    await expect(consent.getByText('Given')).toBeVisible();
    await expect(consent.getByText(CURRENT_CONSENT_WORDING)).toBeVisible();
    await expect(
      consent.getByText(`(wording of ${CURRENT_CONSENT_VERSION}):`, { exact: false }),
    ).toBeVisible();
  },
};

/** No box ticked: the drawer says so, and what that means for the team. */
export const ConsentNotGiven: Story = {
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog', { name: 'Arjun Patel' });
    const consent = within(within(drawer).getByRole('region', { name: 'Marketing consent' }));
    await expect(consent.getByText(/Not given/)).toBeVisible();
  },
};

/** A filled honeypot: the drawer says why it is spam, and "Not spam" restores it to new. */
export const Spam: Story = {
  args: { lead: spamLeadFixture },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog'));
    await expect(drawer.getByText(/Filed as spam/)).toBeVisible();
    await expect(drawer.getByLabelText('Status')).toHaveValue('spam');
    await userEvent.click(drawer.getByRole('button', { name: 'Not spam: restore' }));
    await expect(args.onSave).toHaveBeenCalledWith({ status: 'new', note: '' });
  },
};

/**
 * "Move to trash" asks first, saying the lead is kept 30 days and can be restored; Cancel and
 * Escape in the question leave the lead and the drawer alone.
 */
export const DeleteAsksConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const drawer = await canvas.findByRole('dialog', { name: 'Arjun Patel' });
    await userEvent.click(within(drawer).getByRole('button', { name: 'Move to trash' }));
    const confirm = await canvas.findByRole('dialog', { name: 'Move this lead to the trash?' });
    await expect(confirm).toHaveTextContent(
      'It is kept in the trash for 30 days and can be restored',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Move to trash' }));
    await canvas.findByRole('dialog', { name: 'Move this lead to the trash?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(canvas.queryByRole('dialog', { name: 'Move this lead to the trash?' })).toBeNull(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    await expect(drawer).toBeVisible();

    await userEvent.click(within(drawer).getByRole('button', { name: 'Move to trash' }));
    const again = await canvas.findByRole('dialog', { name: 'Move this lead to the trash?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Move to trash' }));
    await expect(args.onDelete).toHaveBeenCalledTimes(1);
  },
};

/** Sales (no `leadRemoval`): the container passes no onDelete, so there is no button. */
export const ForSales: Story = {
  args: { onDelete: undefined },
  play: async ({ canvasElement }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog'));
    await expect(drawer.getByRole('button', { name: 'Save' })).toBeVisible();
    await expect(drawer.queryByRole('button', { name: 'Move to trash' })).toBeNull();
  },
};

/** Closed: nothing of the drawer is on the page. */
export const Empty: Story = {
  args: { lead: null },
  parameters: { startClosed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
  },
};

/** A save in flight: the form and its buttons wait. */
export const Saving: Story = {
  args: { saving: true },
  play: async ({ canvasElement, args }) => {
    const drawer = within(await within(canvasElement).findByRole('dialog'));
    await expect(drawer.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(drawer.getByRole('button', { name: 'Move to trash' })).toBeDisabled();
    await expect(drawer.getByLabelText('Status')).toBeDisabled();
    await expect(drawer.getByLabelText('Private note')).toBeDisabled();
    await expect(args.onSave).not.toHaveBeenCalled();
  },
};

/** 5,000 characters with newlines: shown whole, line breaks kept, no sideways scrolling. */
export const LongText: Story = {
  args: { lead: longLeadFixture },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog');
    const message = within(drawer).getByText(/^=Hello, we are "Sharma Coaching"/);
    await expect(message.textContent).toBe(longLeadFixture.message);
    await expect(getComputedStyle(message).whiteSpace).toBe('pre-wrap');
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth);
    // Scrolled to the end of the message, the name, Close and Save are still in view.
    drawer.scrollTop = drawer.scrollHeight / 2;
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toBeVisible();
    const save = within(drawer).getByRole('button', { name: 'Save' }).getBoundingClientRect();
    await expect(save.bottom).toBeLessThanOrEqual(drawer.getBoundingClientRect().bottom);
    const close = within(drawer).getByRole('button', { name: 'Close' }).getBoundingClientRect();
    await expect(close.top).toBeGreaterThanOrEqual(drawer.getBoundingClientRect().top);
  },
};

/** On a phone the drawer takes the whole width. */
export const Narrow: Story = {
  args: { lead: longLeadFixture },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const drawer = await within(canvasElement).findByRole('dialog');
    await expect(drawer.getBoundingClientRect().width).toBeLessThanOrEqual(360);
    await expect(drawer.scrollWidth).toBeLessThanOrEqual(drawer.clientWidth);
    await expect(within(drawer).getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

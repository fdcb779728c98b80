import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ownerFixtures } from '@/src/fixtures/leads';
import { ContactOwnerControl } from './ContactOwnerControl';

const [priya, rohan] = ownerFixtures;
const ME = priya._id;

const meta = {
  title: 'Console/ContactOwnerControl',
  component: ContactOwnerControl,
  parameters: {
    docs: {
      description: {
        component:
          "Who works a contact: Assign to me, a colleague from the leads area's users, or Unassign. The server's refusal stands under the control.\n\n**Do:** Offer the owners sdk.leads.owners answers (admins and salespeople who can sign in).\n\n**Don't:** Don't offer editors or disabled users: the server refuses them.",
      },
    },
  },
  args: { owner: rohan, owners: [...ownerFixtures], meId: ME, onChange: fn() },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactOwnerControl>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A colleague's contact: take it, pick another, or unassign. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(rohan.username, { selector: 'p' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Assign to me' })).toBeEnabled();
  },
};

export const AssignToMe: Story = {
  args: { owner: null },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Unassigned')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Assign to me' }));
    await expect(args.onChange).toHaveBeenCalledWith(ME);
  },
};

/** One's own contact says so; no "Assign to me". */
export const Mine: Story = {
  args: { owner: priya },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(`${priya.username} (you)`)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Assign to me' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Unassign' }));
    await expect(args.onChange).toHaveBeenCalledWith(null);
  },
};

export const PickColleague: Story = {
  args: { owner: priya },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Assign' })).toBeDisabled();
    await userEvent.selectOptions(canvas.getByLabelText('Assign to'), rohan._id);
    await userEvent.click(canvas.getByRole('button', { name: 'Assign' }));
    await expect(args.onChange).toHaveBeenCalledWith(rohan._id);
  },
};

/** The team is still loading: the picker waits. */
export const LoadingOwners: Story = {
  args: { owners: null },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Assign to')).toBeDisabled();
  },
};

export const Saving: Story = {
  args: { busy: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('button', { name: 'Assign to me' }),
    ).toBeDisabled();
  },
};

/** The server's refusal, beside the control. */
export const WithError: Story = {
  args: { error: 'This user is disabled: pick someone who can sign in.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('disabled');
  },
};

export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Owner' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { contactFixture, contactSummaries } from '@/src/fixtures/contacts';
import { ContactMergeControl } from './ContactMergeControl';

const meta = {
  title: 'Console/ContactMergeControl',
  component: ContactMergeControl,
  parameters: {
    docs: {
      description: {
        component:
          "Merges another contact into this one, for a school the rules could not see as one (a new e-mail and a new number). Finds contacts by search and asks before merging.\n\n**Do:** Search the inbox grouped by contact (sdk.contacts.list).\n\n**Don't:** Don't merge without the confirmation: a merge moves every enquiry and line.",
      },
    },
  },
  args: {
    contactId: contactFixture._id,
    contactName: contactFixture.name,
    results: null,
    onSearch: fn(),
    onMerge: fn(),
  },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '28rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactMergeControl>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Find' })).toBeDisabled();
  },
};

export const Search: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Find by name, e-mail or mobile'), 'arjun');
    await userEvent.click(canvas.getByRole('button', { name: 'Find' }));
    await expect(args.onSearch).toHaveBeenCalledWith('arjun');
  },
};

/** Found contacts (this one left out); Merge asks first, then merges. */
export const MergeAsks: Story = {
  args: { results: contactSummaries },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const found = canvas.getByRole('list', { name: 'Contacts found' });
    await expect(within(found).getAllByRole('listitem')).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Merge Arjun Patel' }));
    const dialog = await canvas.findByRole('dialog', {
      name: 'Merge Arjun Patel into Meera Nair?',
    });
    await expect(args.onMerge).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Merge contacts' }));
    await expect(args.onMerge).toHaveBeenCalledWith(contactSummaries[1]);
  },
};

export const NoneFound: Story = {
  args: { results: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No other contact matches.')).toBeVisible();
  },
};

export const WithError: Story = {
  args: { error: 'No contact with this id.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('No contact');
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ContactNoteForm, type ContactNoteFormProps } from './ContactNoteForm';

/** Plays the container: holds the note as typed. */
function WithDraft(args: ContactNoteFormProps) {
  const [draft, setDraft] = useState(args.draft);
  return (
    <ContactNoteForm
      {...args}
      draft={draft}
      onDraftChange={(next) => {
        setDraft(next);
        args.onDraftChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Console/ContactNoteForm',
  component: ContactNoteForm,
  parameters: {
    docs: {
      description: {
        component:
          "A private note on a contact's timeline. A typed note makes the page ask before it is left.\n\n**Do:** Show the server's message under the box when the note is refused.\n\n**Don't:** Don't use it for status changes: they are lines of their own.",
      },
    },
  },
  args: { draft: '', onDraftChange: fn(), onAdd: fn() },
  render: (args) => <WithDraft {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '24rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContactNoteForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText('Note')).toHaveValue('');
  },
};

export const AddNote: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Note'), 'Call after 6 pm.');
    await userEvent.click(canvas.getByRole('button', { name: 'Add note' }));
    await expect(args.onAdd).toHaveBeenCalledWith('Call after 6 pm.');
  },
};

export const Adding: Story = {
  args: { draft: 'Call after 6 pm.', busy: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Adding…' })).toBeDisabled();
  },
};

export const WithError: Story = {
  args: { error: 'Write the note first.' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('Write the note first.');
    await expect(canvas.getByLabelText('Note')).toHaveAttribute('aria-invalid', 'true');
  },
};

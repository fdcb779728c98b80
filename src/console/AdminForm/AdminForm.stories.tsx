import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { TextField } from '../TextField';
import { AdminForm, AdminFormCard } from './AdminForm';

const meta = {
  title: 'Console/Parts/AdminForm',
  component: AdminForm,
  parameters: {
    docs: {
      description: {
        component:
          "The shell every console form shares: one form, the error summary and jump list at the top, a fieldset that disables everything while saving, and the submit button.\n\n**Do:** Wrap each console form in it, so every form reports problems and saves the same way.\n\n**Don't:** Don't nest one AdminForm in another or put a second submit button in it.",
      },
    },
  },
  args: {
    label: 'Example form',
    submitLabel: 'Save',
    onSubmit: fn(),
    children: (
      <AdminFormCard title="Example card">
        <TextField label="Title" name="title" value="Acme" onChange={() => undefined} />
      </AdminFormCard>
    ),
  },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 700 }}>{Story()}</div>],
} satisfies Meta<typeof AdminForm>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Save' })).toBeEnabled();
  },
};

/** Save submits the form. */
export const Submit: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** A refused submit: the summary at the top names each field and links to it. */
export const WithErrors: Story = {
  args: {
    error: 'All fields are required.',
    problems: [{ id: 'story-title', label: 'Title', message: 'This field is required.' }],
    children: (
      <AdminFormCard title="Example card">
        <TextField
          id="story-title"
          label="Title"
          name="title"
          value=""
          onChange={() => undefined}
          error="This field is required."
        />
      </AdminFormCard>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const summary = canvas.getByRole('alert');
    await expect(summary).toHaveTextContent('All fields are required.');
    await userEvent.click(within(summary).getByRole('link', { name: /Title/ }));
    await expect(canvas.getByLabelText('Title')).toHaveFocus();
  },
};

/** A long form: a jump list to its titled sections. */
export const WithSections: Story = {
  args: {
    sections: [
      { id: 'story-brand', title: 'Brand' },
      { id: 'story-links', title: 'Links' },
    ],
    children: (
      <>
        <AdminFormCard title="Brand" id="story-brand">
          <TextField label="Brand Name" name="brand" value="Vidyora" onChange={() => undefined} />
        </AdminFormCard>
        <AdminFormCard title="Links" id="story-links">
          <TextField label="Store Link" name="store" value="" onChange={() => undefined} />
        </AdminFormCard>
      </>
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const jump = canvas.getByRole('navigation', { name: 'Sections of Example form' });
    await userEvent.click(within(jump).getByRole('link', { name: 'Links' }));
    await expect(canvas.getByRole('region', { name: 'Links' })).toHaveFocus();
  },
};

export const Submitting: Story = {
  args: { submitting: true },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Without new images there is no upload to show.
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Title')).toBeDisabled();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

export const Uploading: Story = {
  args: { submitting: true, uploaded: 0.425 },
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Uploading image… 42%' });
    await expect(bar).toHaveAttribute('value', '42');
    await expect(bar).toHaveAttribute('max', '100');
  },
};

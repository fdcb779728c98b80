import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { menuPagesFixture } from '@/src/fixtures/menuPages';
import { settingsFixture } from '@/src/fixtures/siteContent';
import { MenuEditor } from './MenuEditor';
import type { MenuEditorProps } from './MenuEditor';

/** The editor as a form holds it: the text it sends back is the value it is drawn with next. */
function HeldEditor(props: MenuEditorProps) {
  const [value, setValue] = useState(props.value);
  return (
    <MenuEditor
      {...props}
      value={value}
      onChange={(text) => {
        setValue(text);
        props.onChange(text);
      }}
    />
  );
}

const meta = {
  title: 'Console/MenuEditor',
  component: MenuEditor,
  parameters: {
    docs: {
      description: {
        component:
          "A menu of the site settings as rows: each link a label and where it goes (a page built in the console, a section of the home page, or a web address), in groups where the menu has columns. Add, move and remove by buttons; a wrong row says why beside itself. The value stays link lines, so the site and the API read it as before.\n\n**Do:** Use it for a `menu` field (ContentFormField draws it).\n\n**Don't:** Don't parse link lines here: readLinkGroups and writeLinkGroups are the one reader and writer.",
      },
    },
  },
  args: {
    label: 'Header Links',
    name: 'headerLinks',
    value: settingsFixture.headerLinks,
    onChange: fn(),
    grouped: false,
    pages: menuPagesFixture,
    hint: 'Shown beside Home, in this order.',
  },
  render: (args) => <HeldEditor {...args} />,
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: '56rem' }}>{Story()}</div>],
} satisfies Meta<typeof MenuEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The text last sent to onChange. */
const sent = (onChange: unknown) =>
  String((onChange as ReturnType<typeof fn>).mock.calls.at(-1)?.[0]);

/** The header's links: three sections of the home page; Features moved up to the top. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Goes to')[0]).toHaveValue('section');
    await expect(canvas.getByRole('button', { name: 'Up About' })).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Up Features' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Up Features' }));
    await expect(sent(args.onChange)).toBe(
      'Features | /#feature\nAbout | /#e-learning\nService | /#service',
    );
    // The moved row keeps the focus, on the move that still works.
    await expect(canvas.getByRole('button', { name: 'Down Features' })).toHaveFocus();
  },
};

/** The Product menu: groups with titles, each a column of links; a group added, one link gone. */
export const Grouped: Story = {
  args: {
    label: 'Product Menu Links',
    name: 'productLinks',
    value: settingsFixture.productLinks,
    grouped: true,
    required: true,
    hint: 'Each group is a column of the header’s Product menu.',
  },
  parameters: { visual: { viewports: ['narrow', 'tablet'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Group title 1')).toHaveValue('Classroom');
    await userEvent.click(canvas.getByRole('button', { name: 'Remove Test Series' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Up group Office' }));
    await expect(sent(args.onChange)).toBe(
      '## Office\nFee Collection | https://shikshaplus.example/fees\n## Classroom\nLive Classes | https://shikshaplus.example/live',
    );
  },
};

/** A new link to a page built in the console: the pages are offered by title and address. */
export const LinkToAPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    await expect(canvas.getByLabelText('Label of link 4')).toHaveFocus();
    await userEvent.keyboard('Schools');
    const [, , , kind] = canvas.getAllByLabelText('Goes to');
    await userEvent.selectOptions(kind!, 'page');
    await userEvent.selectOptions(canvas.getByLabelText('Page'), '/for-schools');
    await expect(sent(args.onChange)).toBe(
      `${settingsFixture.headerLinks}\nSchools | /for-schools`,
    );
    await expect(canvas.getByLabelText('Page')).toHaveDisplayValue(
      'For schools (/for-schools), switched off',
    );
  },
};

/** A link to a section of the home page: the sections the landing page gives ids to. */
export const LinkToASection: Story = {
  args: { value: '' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No links yet.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    await userEvent.keyboard('Features');
    await userEvent.selectOptions(canvas.getByLabelText('Goes to'), 'section');
    await userEvent.selectOptions(canvas.getByLabelText('Section'), '/#feature');
    await expect(sent(args.onChange)).toBe('Features | /#feature');
  },
};

/**
 * Web addresses, and a path no page has any more: it stays as typed (an address row), so
 * nothing written before the editor existed is lost.
 */
export const LinkToAWebAddress: Story = {
  args: { value: 'Old offer | /old-offer\nBlog | https://blog.shikshaplus.example' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [oldOffer] = canvas.getAllByLabelText('Address');
    await expect(oldOffer).toHaveValue('/old-offer');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    await userEvent.keyboard('Careers');
    await userEvent.type(
      canvas.getAllByLabelText('Address')[2]!,
      'https://jobs.shikshaplus.example',
    );
    await expect(sent(args.onChange)).toBe(
      'Old offer | /old-offer\nBlog | https://blog.shikshaplus.example\nCareers | https://jobs.shikshaplus.example',
    );
  },
};

/** A row without a label and one whose address is not one: each says why beside itself. */
export const WithErrors: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Label of link 2'));
    await expect(canvas.getByText('A link needs a label before the "|".')).toBeVisible();
    await expect(canvas.getByLabelText('Label of link 2')).toHaveAttribute('aria-invalid', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Add a link' }));
    await userEvent.keyboard('Careers');
    await userEvent.clear(canvas.getByLabelText('Address'));
    await userEvent.type(canvas.getByLabelText('Address'), 'jobs.shikshaplus.example');
    await expect(
      canvas.getByText(
        'A link address must start with https://, http://, or / for a page of this site.',
      ),
    ).toBeVisible();
  },
};

/** A text that does not read as rows stays text, with the line to fix; fixed, it shows as rows. */
export const TextFallback: Story = {
  args: {
    label: 'Product Menu Links',
    name: 'productLinks',
    grouped: true,
    value: '## Classroom\nLive Classes',
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const text = canvas.getByLabelText('The links as text');
    await expect(
      canvas.getByText('Line 2: Write each link as "Label | https://address".'),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Edit as rows' })).toBeNull();
    await userEvent.type(text, ' | /live');
    await expect(sent(args.onChange)).toBe('## Classroom\nLive Classes | /live');
    await userEvent.click(canvas.getByRole('button', { name: 'Edit as rows' }));
    await expect(canvas.getByLabelText('Group title 1')).toHaveValue('Classroom');
  },
};

/** No page built yet: "A page" is offered but cannot be chosen; sections and addresses can. */
export const NoPagesYet: Story = {
  args: { pages: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const [kind] = canvas.getAllByLabelText('Goes to');
    await expect(within(kind!).getByRole('option', { name: 'A page (none yet)' })).toBeDisabled();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { AltMessages, ClientItem } from '@/sdk/content';
import {
  businessFixture,
  clientFixtures,
  homeFixture,
  homeImageUrls,
  launchFixture,
} from '@/src/fixtures/adminContent';
import { sampleImageFile, storyImageUrl } from '@/src/fixtures/adminImages';
import { faqsFixture, settingsFixture } from '@/src/fixtures/siteContent';
import { campaignPageFixture } from '@/src/fixtures/pageBuilder';
import { contentEntry } from '../navigation';
import { ContentForm } from './ContentForm';

// One form for every collection and section: each story draws it from a real declaration.
const entry = (key: string) => contentEntry(key)!;
const client = clientFixtures[0]!;
const clientUpdate = {
  entry: entry('clients'),
  mode: 'update',
  initialValues: client,
  imageUrls: { clientImg: storyImageUrl(client.clientImg) },
} as const;

const meta = {
  title: 'Console/ContentForm',
  component: ContentForm,
  parameters: {
    docs: {
      description: {
        component:
          "The create, update or section form of any content declaration: one card per declared card, each field by its kind.\n\n**Do:** Use it for every content screen: declare the fields in sdk/content and the form follows.\n\n**Don't:** Don't hand-build a form for a declared collection or section, or validate here what the schema already checks.",
      },
    },
  },
  args: {
    entry: entry('clients'),
    mode: 'create',
    onSubmit: fn(),
    onInvalid: fn(),
    onFieldEdit: fn(),
  },
  decorators: [(Story) => <div style={{ padding: '1rem', maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof ContentForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A client's create form, empty: title, logo and its alt text, button Save. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Client Title *')).toHaveValue('');
    await expect(canvas.getByRole('button', { name: 'Save' })).toBeVisible();
  },
};

/** Filled in and saved: the values and the chosen file go to onSubmit. */
export const CreateClient: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Client Title *'), 'Acme Learning');
    const file = sampleImageFile('acme.png');
    await userEvent.upload(canvas.getByLabelText('Client Image *'), file);
    await expect(
      await canvas.findByRole('img', { name: 'Preview of the new Client Image' }),
    ).toBeVisible();
    // A client logo is content: alt text, and no "decorative" box.
    await expect(canvas.queryByLabelText('Decorative image (no alt text)')).toBeNull();
    await userEvent.type(canvas.getByLabelText('Client Image: Alt text *'), 'Acme Learning logo');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        values: {
          clientTitle: 'Acme Learning',
          clientImgAlt: 'Acme Learning logo',
          clientImgDecorative: false,
        },
        images: { clientImg: file },
      },
      'submit',
    );
    await expect(args.onFieldEdit).toHaveBeenCalledWith('clientImg');
  },
};

/**
 * Issue 46: a client a spec-era app saved without alt text. The form says so on opening, and
 * asks for the words before an update, as for any image.
 */
export const UpdateNeedsAltText: Story = {
  args: { ...clientUpdate, initialValues: ClientItem.parse({ ...client, clientImgAlt: '' }) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Needs alt text')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const alt = canvas.getByLabelText('Client Image: Alt text *');
    await expect(alt).toHaveAccessibleDescription(expect.stringContaining(AltMessages.required));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** A required image missing: the spec's message, nothing submitted. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Client Title *'), 'Acme Learning');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('All fields are required.');
    await expect(args.onInvalid).toHaveBeenCalledWith('All fields are required.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** An image without alt text cannot be saved: the message stands next to the alt input. */
export const MissingAltText: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('Client Title *'), 'Acme Learning');
    await userEvent.upload(canvas.getByLabelText('Client Image *'), sampleImageFile('acme.png'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    const alt = canvas.getByLabelText('Client Image: Alt text *');
    await expect(alt).toHaveAttribute('aria-invalid', 'true');
    await expect(alt).toHaveAccessibleDescription(expect.stringContaining(AltMessages.required));
    await expect(args.onInvalid).toHaveBeenCalledWith(AltMessages.required);
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(alt, 'Acme Learning logo');
    await expect(alt).not.toHaveAttribute('aria-invalid');
  },
};

/** Update mode: pre-filled, the stored logo counts, button Update. */
export const Update: Story = {
  args: clientUpdate,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Client Title *')).toHaveValue(client.clientTitle);
    await expect(canvas.getByRole('img', { name: 'Current Client Image' })).toBeVisible();
    await expect(canvas.getByLabelText('Client Image: Alt text *')).toHaveValue(
      client.clientImgAlt,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        values: {
          clientTitle: client.clientTitle,
          clientImgAlt: client.clientImgAlt,
          clientImgDecorative: false,
        },
        images: {},
      },
      'submit',
    );
  },
};

/** A 400's field messages stand next to their fields. */
export const WithFieldErrors: Story = {
  args: {
    ...clientUpdate,
    fieldErrors: {
      clientTitle: 'The title is at most 200 characters.',
      clientImg: 'Only png, jpeg, webp or gif images are allowed.',
      clientImgAlt: AltMessages.notDecorative,
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const title = canvas.getByLabelText('Client Title *');
    await expect(title).toHaveAccessibleDescription('The title is at most 200 characters.');
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Client Image *')).toHaveAccessibleDescription(
      /Only png, jpeg, webp or gif images are allowed\./,
    );
    await expect(canvas.getByLabelText('Client Image: Alt text *')).toHaveAccessibleDescription(
      expect.stringContaining(AltMessages.notDecorative),
    );
    await userEvent.type(title, '!');
    await expect(args.onFieldEdit).toHaveBeenCalledWith('clientTitle');
  },
};

export const Submitting: Story = {
  args: { ...clientUpdate, submitting: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByLabelText('Client Title *')).toBeDisabled();
  },
};

/** A save with a new logo on a slow link: the bar beside the button shows how much has gone. */
export const Uploading: Story = {
  args: { ...clientUpdate, submitting: true, uploaded: 0.42 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const bar = canvas.getByRole('progressbar', { name: 'Uploading image… 42%' });
    await expect(bar).toBeVisible();
    await expect(bar).toHaveAttribute('value', '42');
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  },
};

/** The testimonial form: a custom field, the star input, starts at five stars. */
export const Testimonial: Story = {
  args: { entry: entry('testimonials') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const rating = canvas.getByRole('radiogroup', { name: 'Rating *' });
    await expect(within(rating).getByRole('radio', { name: '5 stars' })).toBeChecked();
    await userEvent.upload(canvas.getByLabelText('Testimonials Image *'), sampleImageFile('p.png'));
    await userEvent.click(within(rating).getByRole('radio', { name: '4 stars' }));
    await userEvent.type(canvas.getByLabelText('Testimonials Desc *'), 'Our batches doubled.');
    await userEvent.type(canvas.getByLabelText('Testimonials Person Name *'), 'Priya Verma');
    // The name is printed beside the photo: it may be marked decorative, which needs no alt text.
    await userEvent.click(canvas.getByLabelText('Decorative image (no alt text)'));
    await expect(canvas.getByLabelText('Testimonials Image: Alt text')).toBeDisabled();
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        values: {
          testimonialDesc: 'Our batches doubled.',
          testimonialPersonName: 'Priya Verma',
          rating: 4,
          testimonialImgAlt: '',
          testimonialImgDecorative: true,
        },
        images: { testimonialImg: expect.any(File) },
      },
      'submit',
    );
  },
};

/** The home form: two cards, four service groups, and one optional image. */
export const Home: Story = {
  args: {
    entry: entry('home'),
    mode: 'update',
    initialValues: homeFixture,
    imageUrls: homeImageUrls,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Home Banner' })).toBeVisible();
    await expect(canvas.getByRole('group', { name: 'Service Three' })).toBeVisible();
    await expect(canvas.getByLabelText('Mobile Service Banner Image')).toBeVisible();
    // The mobile banner is the laptop banner redrawn: one picture, one alt text (no input).
    await expect(canvas.queryByLabelText(/Mobile Service Banner Image: Alt text/)).toBeNull();
    await expect(canvas.getAllByLabelText('Decorative image (no alt text)')[0]).toBeChecked();
    // Sized to its content (issue 47): the headline spans the card (it had half, 319 px for a
    // 562 px headline), as wide as the sub title's text area.
    const width = (label: string) => canvas.getByLabelText(label).getBoundingClientRect().width;
    await expect(width('Banner Title *')).toBe(width('Banner Sub Title *'));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ images: {} }),
      'submit',
    );
  },
};

/** The business counters: whole numbers, a typed negative becomes 0. */
export const Business: Story = {
  args: { entry: entry('business'), mode: 'update', initialValues: businessFixture },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const teachers = canvas.getByLabelText('Teachers *');
    await expect(teachers).toHaveAttribute('min', '0');
    await userEvent.clear(teachers);
    await userEvent.type(teachers, '-7');
    await expect(teachers).toHaveValue(0);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      {
        values: { cities: businessFixture.cities, teachers: 0, students: businessFixture.students },
        images: {},
      },
      'submit',
    );
  },
};

/** A fraction is not a count: the schema's own message is shown. */
export const BusinessWithErrors: Story = {
  args: {
    entry: entry('business'),
    mode: 'update',
    initialValues: { ...businessFixture, students: 12.5 },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent('Enter a whole number.');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The launch form on a phone: the description is the spec's "launch sub title". */
export const LaunchNarrow: Story = {
  args: {
    entry: entry('launch'),
    mode: 'update',
    initialValues: launchFixture,
    imageUrls: { launchImage: storyImageUrl(launchFixture.launchImage) },
  },
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Launch Sub Title *')).toHaveValue(launchFixture.launchDesc);
    await expect(canvas.getByRole('button', { name: 'Update' })).toBeVisible();
  },
};

/**
 * The site settings: optional fields (social links, end date, images) may stay empty, the
 * promo switch sends a flag, and a wrong link line is refused with the line's number.
 */
export const SiteSettings: Story = {
  args: {
    entry: entry('settings'),
    mode: 'update',
    initialValues: { ...settingsFixture, socialLinks: '', footerColumns: '' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Promo Banner' })).toBeVisible();
    await expect(canvas.getByLabelText('Social Links')).toHaveValue('');
    // The menus are rows (src/console/MenuEditor): the header's first link is a landing section.
    const header = within(canvas.getByRole('group', { name: 'Header Links' }));
    await expect(header.getAllByLabelText('Goes to')[0]).toHaveValue('section');
    const promo = canvas.getByRole('switch', { name: 'Show the promo banner' });
    await expect(promo).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(promo);
    const code = canvas.getByLabelText('Promo Code *');
    // A short field (40 characters) keeps half the row; the banner's text (200) takes all of it.
    const promoText = canvas.getByLabelText('Promo Text *').getBoundingClientRect().width;
    await expect(code.getBoundingClientRect().width).toBeLessThan(promoText * 0.6);
    await userEvent.clear(code);
    await userEvent.type(code, 'DIWALI40');
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        values: expect.objectContaining({
          promoEnabled: false,
          promoCode: 'DIWALI40',
          socialLinks: '',
          promoPercent: settingsFixture.promoPercent,
        }),
      }),
      'submit',
    );
  },
};

/** A link line without its address: the line's number and what to write, beside the text too. */
export const SiteSettingsBadLink: Story = {
  args: {
    entry: entry('settings'),
    mode: 'update',
    initialValues: { ...settingsFixture, productLinks: '## Classroom\nLive Classes' },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // A text the menu editor cannot show as rows stays text, as typed.
    await expect(canvas.getByLabelText('The links as text')).toHaveValue(
      '## Classroom\nLive Classes',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'Line 2: Write each link as "Label | https://address".',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Issue 37: Save draft beside the spec's Update; the pressed button's intent goes with the submit. */
export const DraftButtons: Story = {
  args: {
    ...clientUpdate,
    actions: [
      { intent: 'draft', label: 'Save draft' },
      { intent: 'publish', label: 'Update', primary: true },
    ],
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Save draft' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ images: {} }),
      'draft',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    await expect(args.onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ images: {} }),
      'publish',
    );
  },
};

/** While a draft saves, its own button says so; the others wait. */
export const SavingADraft: Story = {
  args: {
    ...clientUpdate,
    submitting: true,
    submittingIntent: 'draft',
    actions: [
      { intent: 'draft', label: 'Save draft' },
      { intent: 'review', label: 'Ask for review', primary: true },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Saving…' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Ask for review' })).toBeDisabled();
  },
};

/**
 * Issue 44: a campaign page's form. The page builder spans the Blocks card; the form sends the
 * blocks as the JSON text the builder keeps, moved block and all. Captured at 360 and 1440 px.
 */
export const PageUpdate: Story = {
  args: {
    entry: entry('pages'),
    mode: 'update',
    initialValues: campaignPageFixture,
    imageUrls: { heroImage: null },
    faqs: faqsFixture,
  },
  parameters: { visual: { viewports: ['narrow'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('Address *')).toHaveValue('for-coaching-institutes');
    await expect(canvas.getByRole('group', { name: 'Blocks' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /^Down Hero/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Update' }));
    const [[submission]] = (args.onSubmit as ReturnType<typeof fn>).mock.calls as [
      [{ values: { blocks: string } }],
    ];
    const ids = (JSON.parse(submission.values.blocks) as { id: string }[]).map((b) => b.id);
    await expect(ids.slice(0, 2)).toEqual(['stats', 'hero']);
  },
};

/** A new page starts with no blocks, and the form sends '[]' until one is added. */
export const PageCreate: Story = {
  args: { entry: entry('pages'), mode: 'create', faqs: faqsFixture },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/This page has no blocks yet/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Add block' }));
    await userEvent.click(canvas.getByRole('button', { name: /^Hero/ }));
    await expect(canvas.getByRole('textbox', { name: 'Heading' })).toBeVisible();
  },
};

import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ClientItem } from '@/sdk/content';
import { clientFixtures, testimonialFixtures } from '@/src/fixtures/adminContent';
import { ORDER_DRAFT_ID } from '@/sdk/content/drafts';
import {
  changedTestimonialDraft,
  newTestimonialDraft,
  testimonialOrderDraft,
} from '@/src/fixtures/publishing';
import { storyImageUrl } from '@/src/fixtures/adminImages';
import { experimentPages } from '@/src/fixtures/experiments';
import { pageActivityById } from '@/src/fixtures/pageActivity';
import { collectionEntry } from '../navigation';
import { ContentTable } from './ContentTable';

// One table for every collection: the stories run it with each declaration's columns.
const clients = collectionEntry('clients')!;
const testimonials = collectionEntry('testimonials')!;
const pages = collectionEntry('pages')!;

const meta = {
  title: 'Console/ContentTable',
  component: ContentTable,
  parameters: {
    docs: {
      description: {
        component:
          "The Manage screen of any collection: its declared columns, a filter, paging, status switches, Edit and Delete (which asks first), and reordering by drag or keyboard.\n\n**Do:** Use it for every collection's list; columns come from the declaration.\n\n**Don't:** Don't add columns by hand or delete without its confirm dialog.",
      },
    },
  },
  args: {
    entry: clients,
    items: clientFixtures,
    imageUrl: storyImageUrl,
    onToggleStatus: fn(),
    onEdit: fn(),
    onDelete: fn(),
  },
  decorators: [(Story) => <div style={{ padding: '1rem' }}>{Story()}</div>],
} satisfies Meta<typeof ContentTable>;
export default meta;
type Story = StoryObj<typeof meta>;

const testimonialArgs = { entry: testimonials, items: testimonialFixtures };

/** The clients, five a page, with the declaration's columns. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table', { name: 'Clients' })).toBeVisible();
    await expect(canvas.getByText('1 to 5 of 12')).toBeVisible();
  },
};

/** The columns as declared; a row's switch, Edit, and the pager. */
export const ToggleEditAndPage: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = canvas
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    await expect(headers).toEqual(['S.NO', 'Client Image', 'Client Name', 'Status', 'Action']);
    const logo = canvas.getByRole('img', { name: 'Bright Future Academy logo' });
    await expect(logo).toHaveAttribute('width', '100');
    await expect(logo).toHaveAttribute('height', '30');
    // Cut at 30 characters plus '...'.
    await expect(canvas.getByText('Sharma Coaching Centre for Com...')).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'Status of Acme Learning' }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(clientFixtures[3]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit Delhi Science Classes' }));
    await expect(args.onEdit).toHaveBeenCalledWith(clientFixtures[2]);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('6 to 10 of 12')).toBeVisible();
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('6');
  },
};

/** Delete asks first; only Confirm calls onDelete. */
export const DeleteAsksConfirmation: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Apex Tutorials' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this client?' });
    await expect(dialog).toHaveTextContent('Apex Tutorials will be removed');
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Delete Apex Tutorials' }));
    await userEvent.click(
      within(await canvas.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await expect(args.onDelete).toHaveBeenCalledWith(clientFixtures[4]);
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No clients yet.')).toBeVisible();
  },
};

export const Loading: Story = {
  args: { items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

/** A status change in flight: that row's switch and buttons wait. */
export const Pending: Story = {
  args: { pendingIds: ['client-1'] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: 'Status of Bright Future Academy' }),
    ).toBeDisabled();
    await expect(canvas.getByRole('switch', { name: /Sharma Coaching/ })).toBeEnabled();
  },
};

export const LongText: Story = {
  args: {
    items: [
      ClientItem.parse({
        _id: 'long-1',
        clientTitle:
          'The Very Long Named International Institute of Competitive Examinations and Skills',
        clientImg: '/uploads/clients/long.png',
        clientImgAlt: 'Institute logo',
        isActive: true,
      }),
    ],
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('The Very Long Named Internatio...'),
    ).toBeVisible();
  },
};

/** On a phone the table keeps its columns and scrolls sideways in its own box. */
export const Narrow: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table', { name: 'Clients' })).toBeVisible();
  },
};

/** The pager works on a phone too. */
export const NarrowNextPage: Story = {
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('6 to 10 of 12')).toBeVisible();
  },
};

// Testimonials: the same table with the testimonial declaration's columns.

export const Testimonials: Story = {
  args: testimonialArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const headers = canvas
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    await expect(headers).toEqual([
      'S.NO',
      'Person Name',
      'Image',
      'Desc',
      'Rating',
      'Status',
      'Action',
    ]);
    const photo = canvas.getByRole('img', { name: 'Priya Verma' });
    await expect(photo).toHaveAttribute('width', '60');
    await expect(photo).toHaveAttribute('height', '30');
    await expect(canvas.getByText('Our batches doubled after movi...')).toBeVisible();
    await expect(canvas.getAllByRole('img', { name: /^Rated \d out of 5$/ })).toHaveLength(5);
    await userEvent.click(canvas.getByRole('switch', { name: 'Status of Rahul Mehta' }));
    await expect(args.onToggleStatus).toHaveBeenCalledWith(testimonialFixtures[1]);
    await userEvent.click(canvas.getByRole('button', { name: 'Edit testimonial of Anita Desai' }));
    await expect(args.onEdit).toHaveBeenCalledWith(testimonialFixtures[2]);
  },
};

export const TestimonialsDeleteAsksConfirmation: Story = {
  args: testimonialArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Delete testimonial of Imran Khan' }));
    const dialog = await canvas.findByRole('dialog', { name: 'Delete this testimonial?' });
    await expect(args.onDelete).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await expect(args.onDelete).toHaveBeenCalledWith(testimonialFixtures[3]);
  },
};

export const TestimonialsSortByRating: Story = {
  args: testimonialArgs,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Rating/ }));
    await expect(
      within(canvas.getAllByRole('row')[1]!).getByRole('img', { name: 'Rated 3 out of 5' }),
    ).toBeVisible();
  },
};

export const TestimonialsEmpty: Story = {
  args: { ...testimonialArgs, items: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No testimonials yet.')).toBeVisible();
  },
};

export const TestimonialsLoading: Story = {
  args: { ...testimonialArgs, items: [], loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Loading…')).toBeVisible();
  },
};

/**
 * Keyboard reordering (the drag handles' keyboard alternative): Space picks the row up, the arrow
 * keys move it, Space drops it. Paging still works with the handles on.
 */
export const ReorderByKeyboard: Story = {
  args: { onMove: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('columnheader')[0]).toHaveTextContent('Order');
    const first = clientFixtures[0]!;
    const second = clientFixtures[1]!;
    const handle = canvas.getByRole('button', { name: `Move ${first.clientTitle}` });
    handle.focus();
    await userEvent.keyboard(' ');
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard(' ');
    await waitFor(() => expect(args.onMove).toHaveBeenCalledWith(first._id, second._id));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(canvas.getByText('6 to 10 of 12')).toBeVisible();
  },
};

/** While the list is sorted or searched, the shown order is not the stored one: no moving. */
export const ReorderOffWhileSorted: Story = {
  args: { onMove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Client Name/ }));
    await expect(
      canvas.getByText('Clear the search and the sorting to change the order.'),
    ).toBeVisible();
    for (const handle of canvas.getAllByRole('button', { name: /^Move / })) {
      await expect(handle).toBeDisabled();
    }
  },
};

/** Twelve clients in five-row pages: "All" rows per page puts every one where it can move. */
export const ReorderAcrossPages: Story = {
  args: { onMove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/to move one to another page, choose Rows per page: All/),
    ).toBeVisible();
    await userEvent.selectOptions(canvas.getByLabelText('Rows per page'), 'All');
    await expect(canvas.getByText('1 to 12 of 12')).toBeVisible();
    await expect(canvas.getAllByRole('button', { name: /^Move / })).toHaveLength(12);
  },
};

/** Issue 37: a badge on the item with a draft; a new item saved only as a draft, above the table. */
export const WithDrafts: Story = {
  args: {
    ...testimonialArgs,
    drafts: { [changedTestimonialDraft.id]: changedTestimonialDraft },
    newDrafts: [newTestimonialDraft],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: new RegExp(changedTestimonialDraft.name) });
    await expect(within(row).getByText('Waiting for review')).toBeVisible();
    const fresh = canvas.getByRole('region', { name: 'Not on the site yet' });
    await expect(within(fresh).getByRole('link', { name: newTestimonialDraft.name })).toBeVisible();
  },
};

/**
 * Someone who may not publish, without a way to propose: status as text, no Delete, no order, and
 * a line that says why (issue 47: they no longer vanish without a word).
 */
export const WithoutPublishing: Story = {
  args: { ...testimonialArgs, mayPublish: false, onMove: fn() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('switch')).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Move/ })).toBeNull();
    await expect(canvas.getAllByRole('button', { name: /^Edit/ }).length).toBeGreaterThan(0);
    await expect(
      canvas.getByText('Review is on: an admin shows, hides, deletes and reorders items.'),
    ).toBeVisible();
  },
};

/**
 * Issue 47: an editor while review is on keeps the switches; flipping one proposes the change
 * (the container saves it as the item's draft for review). Delete and the order stay an admin's.
 */
export const ProposeStatus: Story = {
  args: { ...testimonialArgs, mayPublish: false, onMove: fn(), onProposeStatus: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/a switch you flip is proposed and waits for an admin/),
    ).toBeVisible();
    const toggle = canvas.getByRole('switch', {
      name: 'Status of Rahul Mehta: propose a change for review',
    });
    await expect(toggle).toBeChecked();
    await userEvent.click(toggle);
    await expect(args.onProposeStatus).toHaveBeenCalledWith(testimonialFixtures[1], false);
    await expect(args.onToggleStatus).not.toHaveBeenCalled();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /^Move/ })).toBeNull();
  },
};

/** A proposal to hide Rahul Mehta's testimonial waits: the switch shows it off, marked Proposed. */
const hideProposed = { ...changedTestimonialDraft, changedFields: ['isActive'] };

export const ProposedStatus: Story = {
  args: {
    ...testimonialArgs,
    mayPublish: false,
    onProposeStatus: fn(),
    drafts: { [hideProposed.id]: hideProposed },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Rahul Mehta/ });
    const toggle = within(row).getByRole('switch', {
      name: 'Status of Rahul Mehta, proposed: hidden; the site shows it until review',
    });
    await expect(toggle).not.toBeChecked();
    await expect(within(row).getByText('Proposed')).toBeVisible();
    // Flipped back: the container withdraws the proposal (the server keeps no draft).
    await userEvent.click(toggle);
    await expect(args.onProposeStatus).toHaveBeenCalledWith(testimonialFixtures[1], true);
    const other = canvas.getByRole('row', { name: /Anita Desai/ });
    await expect(within(other).queryByText('Proposed')).toBeNull();
  },
};

/** Issue 46: a logo a spec-era client saved without alt text, flagged beside the client's name. */
export const NeedsAltText: Story = {
  args: {
    items: clientFixtures.map((client, i) =>
      i === 0 || i === 2 ? ClientItem.parse({ ...client, clientImgAlt: '' }) : client,
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Needs alt text')).toHaveLength(2);
    const flagged = canvas.getByRole('row', { name: /Bright Future Academy/ });
    await expect(within(flagged).getByText('Needs alt text')).toBeVisible();
    const described = canvas.getByRole('row', { name: /Acme Learning/ });
    await expect(within(described).queryByText('Needs alt text')).toBeNull();
  },
};

/** The proposed switch and its badge on a phone, inside the table's own scrolling box. */
export const ProposedStatusNarrow: Story = {
  ...ProposedStatus,
  globals: { viewport: { value: 'narrow' } },
  play: async ({ canvasElement }) => {
    const row = within(canvasElement).getByRole('row', { name: /Rahul Mehta/ });
    await expect(within(row).getByText('Proposed')).toBeInTheDocument();
  },
};

/**
 * Issue 47: an editor under review sees "Propose delete" where an admin sees Delete; it asks
 * first, says the item stays on the site until review, and hands the item to the container.
 */
export const ProposeDelete: Story = {
  args: {
    ...testimonialArgs,
    mayPublish: false,
    onProposeStatus: fn(),
    onProposeDelete: fn(),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText(/a switch you flip is proposed and waits for an admin, and so is a delete/),
    ).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /^Delete/ })).toBeNull();
    await userEvent.click(
      canvas.getByRole('button', { name: 'Propose delete testimonial of Rahul Mehta' }),
    );
    const dialog = await canvas.findByRole('dialog', { name: 'Propose deleting this item?' });
    await expect(dialog).toHaveTextContent(
      'stays on the site until the delete is published, then goes to the trash',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Propose delete' }));
    await expect(args.onProposeDelete).toHaveBeenCalledWith(testimonialFixtures[1]);
    await expect(args.onDelete).not.toHaveBeenCalled();
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
  },
};

/** A proposed delete of Rahul Mehta's testimonial waits: "Proposed: delete", no second proposal. */
const deleteProposed = { ...changedTestimonialDraft, changedFields: [], proposesDelete: true };

export const ProposedDelete: Story = {
  args: {
    ...testimonialArgs,
    mayPublish: false,
    onProposeStatus: fn(),
    onProposeDelete: fn(),
    drafts: { [deleteProposed.id]: deleteProposed },
  },
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const row = canvas.getByRole('row', { name: /Rahul Mehta/ });
    await expect(within(row).getByText('Proposed: delete')).toBeInTheDocument();
    await expect(within(row).getByText('Waiting for review')).toBeInTheDocument();
    await expect(within(row).queryByRole('button', { name: /Propose delete/ })).toBeNull();
    // Still on the site meanwhile: its switch shows it on.
    await expect(within(row).getByRole('switch')).toBeChecked();
    const other = canvas.getByRole('row', { name: /Anita Desai/ });
    await expect(within(other).queryByText('Proposed: delete')).toBeNull();
    await expect(
      within(other).getByRole('button', { name: 'Propose delete testimonial of Anita Desai' }),
    ).toBeVisible();
  },
};

/** The names of the table's rows, top to bottom (its first page). */
const rowNames = (canvasElement: HTMLElement) =>
  within(canvasElement)
    .getAllByRole('button', { name: /^Move testimonial of / })
    .map((handle) => handle.getAttribute('aria-label')?.replace('Move testimonial of ', ''));

const editorArgs = {
  ...testimonialArgs,
  mayPublish: false,
  onMove: fn(),
  onProposeStatus: fn(),
  onProposeDelete: fn(),
  onProposeOrder: fn(),
  onWithdrawOrder: fn(),
};

/**
 * Issue 47: an editor under review keeps the order handles; a move changes the order on this
 * screen only, and a bar says it is not proposed yet: Propose this order sends every item's id
 * in the new order, Undo changes puts the list back.
 */
export const ProposeOrder: Story = {
  args: editorArgs,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/and so is a delete or a move in the order/)).toBeVisible();
    const first = testimonialFixtures[0]!;
    const moveFirstDown = async () => {
      canvas
        .getByRole('button', { name: `Move testimonial of ${first.testimonialPersonName}` })
        .focus();
      await userEvent.keyboard(' ');
      await userEvent.keyboard('{ArrowDown}');
      await userEvent.keyboard(' ');
      await canvas.findByText(/You changed the order; it is not proposed yet/);
    };
    await moveFirstDown();
    await expect(rowNames(canvasElement).slice(0, 2)).toEqual(['Rahul Mehta', 'Priya Verma']);
    await userEvent.click(canvas.getByRole('button', { name: 'Undo changes' }));
    await expect(canvas.queryByText(/it is not proposed yet/)).toBeNull();
    await expect(rowNames(canvasElement)[0]).toBe(first.testimonialPersonName);
    await moveFirstDown();
    await userEvent.click(canvas.getByRole('button', { name: 'Propose this order' }));
    const [second, ...rest] = testimonialFixtures.slice(1).map((t) => t._id);
    await expect(args.onProposeOrder).toHaveBeenCalledWith([second, first._id, ...rest]);
    // Nothing went live: the admin's move was never called.
    await expect(args.onMove).not.toHaveBeenCalled();
  },
};

/**
 * Issue 47: the editor's proposed order waits: the list shows it (Anita Desai first), a line says
 * it waits for review, Withdraw takes it back. The order draft is no row and no new item.
 */
export const ProposedOrder: Story = {
  args: {
    ...editorArgs,
    orderProposal: testimonialOrderDraft,
    drafts: { [ORDER_DRAFT_ID]: testimonialOrderDraft },
    newDrafts: [testimonialOrderDraft],
  },
  parameters: { visual: { viewports: ['narrow', 'desktop'] } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Proposed order: waiting for review.')).toBeVisible();
    await expect(rowNames(canvasElement).slice(0, 3)).toEqual([
      'Anita Desai',
      'Priya Verma',
      'Rahul Mehta',
    ]);
    await expect(canvas.queryByText('New order')).toBeNull();
    await expect(canvas.queryByRole('region', { name: 'Not on the site yet' })).toBeNull();
    await expect(canvas.queryByText('Waiting for review')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Withdraw the proposed order' }));
    await expect(args.onWithdrawOrder).toHaveBeenCalledTimes(1);
  },
};

/** Sent back: the admin's note, the proposed order still shown to be moved again or withdrawn. */
export const ProposedOrderSentBack: Story = {
  args: {
    ...editorArgs,
    orderProposal: {
      ...testimonialOrderDraft,
      review: {
        state: 'sent-back',
        note: 'Keep Priya first: hers is the newest.',
        last: { by: 'admin', at: '2026-11-21T06:10:00Z' },
      },
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('Sent back: Keep Priya first: hers is the newest.'),
    ).toBeVisible();
    await expect(rowNames(canvasElement)[0]).toBe('Anita Desai');
  },
};

/** An admin sees the site's order and its own handles, and a line: one waits in the queue. */
export const ProposedOrderForAdmin: Story = {
  args: {
    ...testimonialArgs,
    onMove: fn(),
    orderProposal: testimonialOrderDraft,
    reviewPath: '/review',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/edna.editor proposed a new order/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'review queue' })).toHaveAttribute(
      'href',
      '/review',
    );
    await expect(rowNames(canvasElement)[0]).toBe('Priya Verma');
    await expect(canvas.queryByRole('button', { name: /Withdraw/ })).toBeNull();
  },
};

// Pages (issue 44): the list says when each page last changed, who changed it, and its reach.

/** Each page's last change (a draft says so) and its views and leads over 30 days, sortable. */
export const PagesWithActivity: Story = {
  args: { entry: pages, items: experimentPages, activity: pageActivityById },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Pages' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent?.replace(/[↕▲▼]/g, ''));
    await expect(headers).toEqual([
      'Title',
      'Address',
      'Status',
      'Last change',
      'Last 30 days',
      'Action',
    ]);
    await expect(canvas.getByText('12,840 views · 214 leads')).toBeVisible();
    await expect(canvas.getByText('1 view · 0 leads')).toBeVisible();
    const drafted = canvas.getByRole('row', { name: /For schools/ });
    await expect(drafted).toHaveTextContent('21 Nov 2026 by Vikram Iyer (draft)');
    // Most viewed first after two presses of the header (ascending, then descending).
    const reach = canvas.getByRole('button', { name: /Last 30 days/ });
    await userEvent.click(reach);
    await userEvent.click(reach);
    const first = within(table).getAllByRole('row')[1];
    await expect(first).toHaveTextContent('For coaching institutes');
  },
};

/** Before the activity arrives, or when its read failed: a dash, never a zero that is a claim. */
export const PagesActivityUnknown: Story = {
  args: { entry: pages, items: experimentPages, activity: null },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByLabelText('Not known')).toHaveLength(6);
    await expect(canvas.queryByText(/views/)).toBeNull();
  },
};

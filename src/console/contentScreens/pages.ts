import type { pages } from '@/sdk/content';
import { pagePath } from '@/sdk/content/landingSectionKeys';
import { PageAddress } from '@/sdk/content/pages';
import type { CollectionScreens } from './screens';

// The console's half of the pages declaration (sdk/content/pages.ts): the pages list and the
// page builder's form. Kept in its own module so none of it reaches the public pages' bundle.

export const pageScreens = {
  group: 'Campaign pages',
  cards: [
    { title: 'Page', fields: ['title', 'slug'] },
    { title: 'Blocks', fields: ['blocks'] },
    { title: 'Search and sharing', fields: ['seoTitle', 'seoDescription', 'indexed', 'heroImage'] },
  ],
  fields: {
    title: { label: 'Page title', hint: 'Names the page in the console and in the browser tab.' },
    slug: {
      label: 'Address',
      hint: 'The page is served at /address: lower-case words joined by hyphens.',
    },
    // A new page starts with no blocks: '[]' is what the sdk's PageBlocksText accepts for none.
    blocks: { label: 'Blocks', kind: 'blocks', initial: '[]' },
    seoTitle: {
      label: 'Search title',
      hint: 'Shown by search engines; the page title when empty.',
    },
    seoDescription: {
      label: 'Search description',
      rows: 3,
      hint: 'One or two sentences search engines and shared links show.',
    },
    // A new page is listed unless the editor says otherwise (the column's default too).
    indexed: { label: 'Let search engines list this page', initial: 'true' },
    // An image is a file part, not a write that may be blank: its form says it may be left out.
    heroImage: {
      label: 'Hero and sharing image',
      optional: true,
      preview: { width: 240, height: 126 },
    },
  },
  // The preview shows the page at the address being typed, once it is one a page may take (`/`
  // for the home page's layout).
  previewPageOf: (values) => {
    const address = PageAddress.safeParse(values.slug ?? '');
    return address.success ? pagePath(address.data) : undefined;
  },
  list: {
    label: 'Pages',
    caption: 'Pages',
    empty: 'No pages yet. Create one to start a campaign page.',
    search: 'Search pages',
    // A page is named by its title, though its address comes first in its list (a slug is no
    // name). Each column's kind follows from its field (./tableColumns.ts).
    name: 'title',
    columns: [
      { field: 'title', header: 'Title' },
      { field: 'slug', value: (p) => pagePath(p.slug), filterable: true },
      'status',
      'lastChange',
      'reach',
      'actions',
    ],
  },
  create: { label: 'Create New Page', form: 'Create new page' },
  update: { title: 'Update Page', form: 'Update page' },
  confirmDelete: {
    title: 'Delete this page?',
    // Deleting `/`'s layout never takes `/` away: it goes back to its default.
    body: (p) =>
      `"${p.title}" will be removed from the site and ${pagePath(p.slug) === '/' ? '/ will show its twelve sections in their first order' : `${pagePath(p.slug)} will answer "not found"`}. You can undo it for a few seconds, or restore it from the Trash later.`,
  },
} satisfies CollectionScreens<typeof pages>;

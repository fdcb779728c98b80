import { pages } from '@/sdk/content';
import type { PageBlock } from '@/sdk/content';
import { contentRecordId } from '../pactIds';
import { MISSING_ID } from './contentContract';
import type { ContentContract } from './contentContract';

// The contract of pages built from blocks (issue 44): written by hand so the examples are a real
// page (an address, a hero and a statistics block) and a create takes an address of its own.

const blocks: PageBlock[] = [
  {
    id: 'hero',
    hidden: false,
    type: 'hero',
    eyebrow: 'For schools',
    title: 'Every class, test and fee in one place',
    text: 'Live classes and tests under your school’s name.',
    cta: 'Book a Demo',
    withForm: true,
  },
  {
    id: 'stats',
    hidden: false,
    type: 'stats',
    title: '',
    items: [{ value: '1,200+', label: 'institutes' }],
  },
];

const pageText = {
  slug: 'for-schools',
  title: 'For schools',
  seoTitle: 'An LMS for schools',
  seoDescription: 'Live classes, tests and fees for schools.',
  blocks: JSON.stringify(blocks),
};

const id = contentRecordId(pages.key);

export const pagesContract: ContentContract = {
  definition: pages,
  id,
  exists: { state: 'a page with id {id} exists', params: { isActive: true } },
  missingState: 'no page with id {id} exists',
  example: {
    ...pageText,
    indexed: true,
    heroImage: '',
    heroImageAlt: '',
    heroImageDecorative: false,
    isActive: true,
  },
  interactions: [
    { kind: 'list', description: 'a visitor asks for the pages' },
    { kind: 'getOne', description: 'an admin asks for one page by id' },
    {
      kind: 'create',
      description: 'an admin creates a page from blocks',
      fields: { ...pageText, slug: 'for-coaching-institutes', title: 'For coaching institutes' },
      images: [],
    },
    {
      kind: 'update',
      description: "an admin changes a page's blocks",
      fields: { pageId: id, blocks: JSON.stringify(blocks.slice(0, 1)) },
      images: [],
      msg: pages.messages.updated,
    },
    { kind: 'delete', description: 'an admin deletes a page' },
    {
      kind: 'delete',
      description: 'an admin deletes a page that does not exist',
      missing: { id: MISSING_ID, msg: pages.messages.notFound },
    },
  ],
};

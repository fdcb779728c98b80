import type { DraftServer } from '../drafts/draftServer';

// A live campaign page to test blocks of (issue 45 item 3): a hero and a text block.

export const HERO = {
  id: 'hero-1',
  type: 'hero',
  hidden: false,
  eyebrow: '',
  title: 'Grow your coaching institute',
  text: '',
  cta: 'Book a demo',
  withForm: true,
};
export const INTRO = { id: 'intro', type: 'richText', hidden: false, markdown: 'Why us.' };

/** A variant of the hero: another headline. */
export const heroVariant = { ...HERO, title: 'Price first: from ₹999 a month' };

/** Creates an active page at /<slug> with the hero and the text block; answers its id. */
export async function livePageAt(
  at: DraftServer,
  slug: string,
  blocks: readonly object[] = [HERO, INTRO],
): Promise<string> {
  const made = await at.post('/api/pages/create', {
    json: {
      slug,
      title: `Page ${slug}`,
      seoTitle: '',
      seoDescription: '',
      blocks: JSON.stringify(blocks),
    },
  });
  if (made.status !== 200) throw new Error(`page not made: ${JSON.stringify(made.body)}`);
  return (made.body.data as { _id: string })._id;
}

export const startOn = (at: DraftServer, page: string, extra: Record<string, unknown> = {}) =>
  at.post('/api/experiments/create', {
    json: { name: `Headline on ${page}`, page, blockId: 'hero-1', variant: heroVariant, ...extra },
  });

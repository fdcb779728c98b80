import type { ComponentType } from 'react';
import type { BlockOf, BlockType, CampaignPageData } from '@/sdk/content';
import type { ImageUrlResolver } from '../SiteImage';

/** What every block view is drawn from: its block, and the page it is on. */
export interface BlockViewProps<T extends BlockType> {
  /** The block's own fields (sdk/content/pageBlocks.ts). */
  block: BlockOf<T>;
  /** The page with the collection items its blocks show (clients, testimonials, FAQ). */
  data: CampaignPageData;
  /** The id of the block's heading: unique on the page, so a block may appear twice. */
  headingId: string;
  /** The page's first block: a hero's heading is then the page's h1, its picture loaded at once. */
  first: boolean;
  /** Turns a stored image path into a URL (stories draw stand-ins). */
  imageUrl?: ImageUrlResolver;
  /** The app-store links from the site settings (the landing page's launch section shows them). */
  stores?: AppStores;
}

/** The app-store links, as the landing page takes them from the site settings. */
export interface AppStores {
  googlePlay: string;
  appStore: string;
}

/** Whether a block needs the browser's code: `none` keeps the server's HTML (see BlockView). */
export type BlockScript = 'none' | 'hydrate';

/** One block type's view, and whether the browser needs its code at all. */
export interface BlockView<T extends BlockType> {
  View: ComponentType<BlockViewProps<T>>;
  /**
   * `none`: text, pictures and links only, kept as the server's HTML (src/ui/ServerHtml): the
   * browser never loads its code. `hydrate`: it has something to press (play, open a question,
   * pause a carousel) and is hydrated with the page. A function decides per block, where one
   * type draws parts of both kinds (the landing sections).
   */
  script: BlockScript | ((block: BlockOf<T>) => BlockScript);
}

/** Every block type drawn: a type declared in the sdk but missing here does not compile. */
export type BlockViews = { [T in BlockType]: BlockView<T> };

/**
 * A call to action's label as attribution records it ("hero: Book a Demo"): which block the
 * button is in, then its words, as the landing page's 'banner: Get Free Consultant'.
 */
export const blockCta = (where: 'hero' | 'cta band' | 'image and text', label: string): string =>
  `${where}: ${label}`;

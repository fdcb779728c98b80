import type { BlockType, CampaignPageData } from '@/sdk/content';
import { ServerHtml } from '@/src/ui/ServerHtml';
import type { ImageUrlResolver } from '../SiteImage';
import type { AppStores, BlockView, BlockViewProps } from './blockView';
import { blockViews } from './blockViews';
import './CampaignPage.css';

export type CampaignPageProps = {
  /** The page, its blocks in order and the collection items they show (the server's read). */
  data: CampaignPageData;
  /** Turns a stored image path into a URL. */
  imageUrl?: ImageUrlResolver;
  /** The app-store links from the site settings, for the landing page's launch section. */
  stores?: AppStores;
};

/** One block with its type's view; kept as the server's HTML when it needs no script. */
function PageBlockView<T extends BlockType>({ at, ...props }: BlockViewProps<T> & { at: number }) {
  const { View, script } = blockViews[props.block.type] as BlockView<T>;
  const needs = typeof script === 'function' ? script(props.block) : script;
  return needs === 'none' ? (
    <ServerHtml id={`block-${at}`}>
      <View {...props} />
    </ServerHtml>
  ) : (
    <View {...props} />
  );
}

/**
 * A page an editor built from blocks (issue 44): its blocks in order, each drawn by its type's
 * view (./blockViews.tsx). A hidden block is never drawn (the server leaves them out already).
 * The page has one h1: the opening hero's heading, else the page's title for screen readers; a
 * page with no block to show shows its title alone, never a blank page.
 */
export function CampaignPage({ data, imageUrl, stores }: CampaignPageProps) {
  const blocks = data.blocks.filter((block) => !block.hidden);
  if (blocks.length === 0) {
    return (
      <section className="section campaign-page__empty">
        <h1 className="container">{data.page.title}</h1>
      </section>
    );
  }
  return (
    <>
      {blocks[0]?.type === 'hero' ? null : <h1 className="visually-hidden">{data.page.title}</h1>}
      {blocks.map((block, index) => (
        <PageBlockView
          key={block.id}
          block={block}
          data={data}
          at={index + 1}
          headingId={`block-${index + 1}-title`}
          first={index === 0}
          imageUrl={imageUrl}
          stores={stores}
        />
      ))}
    </>
  );
}

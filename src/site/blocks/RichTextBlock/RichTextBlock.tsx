import { Markdown } from '@/src/ui/Markdown';
import type { BlockViewProps } from '../blockView';
import './RichTextBlock.css';

/**
 * Text the editor wrote in Markdown (headings, lists, links, emphasis), in a readable column.
 * Kept as the server's HTML in the browser, so the Markdown parser never loads on a page.
 */
export function RichTextBlock({ block }: BlockViewProps<'richText'>) {
  return (
    <div className="section rich-text-block">
      <div className="container rich-text-block__text">
        <Markdown source={block.markdown} />
      </div>
    </div>
  );
}

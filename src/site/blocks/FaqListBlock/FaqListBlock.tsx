// The rule is the sdk's, in a module without zod (sdk/content/blockRules.ts).
import { pickedFaqs } from '@/sdk/content/blockRules';
import { FaqAccordion } from '../../FaqAccordion';
import type { BlockViewProps } from '../blockView';

/**
 * Questions from the FAQ collection, as the landing page's accordion (one open at a time) under
 * the block's heading. No question to show: nothing is drawn.
 */
export function FaqListBlock({ block, data, headingId }: BlockViewProps<'faqList'>) {
  const items = pickedFaqs(block.faqIds, data.faqs);
  if (items.length === 0) return null;
  return <FaqAccordion items={items} title={block.title} titleId={headingId} />;
}

import type { FaqItem } from '@/sdk/content';
import { FaqAccordion } from '../../FaqAccordion';
import type { BlockViewProps } from '../blockView';

/**
 * The questions the block picked, in its order (one no longer active or deleted is skipped);
 * none picked: every active question. The same rule as the sdk's `pickedFaqs`
 * (sdk/content/campaignPage.ts), written again here because that module brings zod with it.
 */
export function faqsOfBlock(faqIds: readonly string[], faqs: readonly FaqItem[]): FaqItem[] {
  const active = faqs.filter((faq) => faq.isActive);
  if (faqIds.length === 0) return active;
  const byId = new Map(active.map((faq) => [faq._id, faq]));
  return faqIds.flatMap((id) => byId.get(id) ?? []);
}

/**
 * Questions from the FAQ collection, as the landing page's accordion (one open at a time) under
 * the block's heading. No question to show: nothing is drawn.
 */
export function FaqListBlock({ block, data, headingId }: BlockViewProps<'faqList'>) {
  const items = faqsOfBlock(block.faqIds, data.faqs);
  if (items.length === 0) return null;
  return <FaqAccordion items={items} title={block.title} titleId={headingId} />;
}

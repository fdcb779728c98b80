import { useEffect, useState } from 'react';
import { collectionEndpoints } from '@/sdk';
import { faqs } from '@/sdk/content';
import type { FaqItem } from '@/sdk/content';

/**
 * The FAQ's questions for the page builder's FAQ lists (issue 44), read once when a form has a
 * page's blocks; null when they could not be read (the builder keeps the picked ones and says so).
 */
export function usePageFaqs(wanted: boolean): readonly FaqItem[] | null {
  const [items, setItems] = useState<readonly FaqItem[] | null>([]);
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    collectionEndpoints(faqs)
      .getAll()
      .then((read) => live && setItems(read))
      .catch(() => live && setItems(null));
    return () => {
      live = false;
    };
  }, [wanted]);
  return items;
}

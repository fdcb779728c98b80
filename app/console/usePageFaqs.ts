import { collectionEndpoints } from '@/sdk';
import { faqs } from '@/sdk/content';
import type { FaqItem } from '@/sdk/content';
import { useLoaded } from './useLoaded';

const none: readonly FaqItem[] = [];

/**
 * The FAQ's questions for the page builder's FAQ lists (issue 44), read once when a form has a
 * page's blocks; null when they could not be read (the builder keeps the picked ones and says so).
 */
export function usePageFaqs(wanted: boolean): readonly FaqItem[] | null {
  const { data, error } = useLoaded<readonly FaqItem[]>(
    () => (wanted ? collectionEndpoints(faqs).getAll() : Promise.resolve(none)),
    'The FAQ could not be read.',
    wanted,
  );
  return error ? null : (data ?? none);
}
